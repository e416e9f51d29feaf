import { NextResponse } from 'next/server';
import { z } from 'zod';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { newSiteSchema } from '@/lib/site/site-admin';
import { importSite, MAX_ARCHIVE_BYTES } from '@/lib/site/site-archive';

const importBody = newSiteSchema.pick({ name: true, domains: true, micrositeId: true }).extend({ archive: z.unknown() });

/**
 * POST {name, domains[], micrositeId, archive: an export of /api/sites/[id]/export} -> 201 {id, key}:
 * a new site with the archive's content under new ids, in one transaction. A foreign, tampered
 * or malformed archive -> 400 (nothing written); a taken domain -> 409. Platform admin only.
 */
export const POST = withEditor(
  async (request, _context, editor) => {
    const body = await readJsonBody(request, importBody, MAX_ARCHIVE_BYTES);
    if (!body.ok) return body.response;
    const { archive, ...target } = body.data;
    const result = await importSite(await getDb(), archive, target, editor);
    if (!result.ok) return jsonError(result.status, result.error, result.message, 'domain' in result ? { field: 'domains', domain: result.domain } : { field: 'archive' });
    return NextResponse.json({ id: result.id, key: result.key }, { status: 201 });
  },
  'platform_admin',
  { record: false },
);

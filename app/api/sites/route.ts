import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { getDb } from '@/lib/db';
import { createSite, listSitesForAdmin, newSiteSchema } from '@/lib/site/site-admin';

/** GET: every site (deleted ones restorable for 30 days), platform admin only. */
export const GET = withEditor(async () => NextResponse.json({ sites: await listSitesForAdmin(await getDb()) }), 'platform_admin');

/**
 * POST {name, type, micrositeId, domains[], defaultLocale, themePreset, copyFrom?} -> 201 {id, key}:
 * a new site answering on its domains at once; 409 naming a domain another site uses.
 */
export const POST = withEditor(
  async (request, _context, editor) => {
    const body = await readJsonBody(request, newSiteSchema);
    if (!body.ok) return body.response;
    const result = await createSite(await getDb(), body.data, editor);
    if (!result.ok) return jsonError(result.status, result.error, result.message, 'domain' in result ? { field: 'domains', domain: result.domain } : {});
    return NextResponse.json({ id: result.id, key: result.key }, { status: 201 });
  },
  'platform_admin',
  { record: false },
);

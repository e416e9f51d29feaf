import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/responses';
import { exportSite } from '@/lib/site/site-archive';

type Context = { params: Promise<{ id: string }> };

/**
 * GET -> the whole site as one JSON file (attachment): ?leads=1 adds the leads. A site admin
 * exports the site of the request; a platform admin any site; another site's id -> 404.
 */
export const GET = withEditor<Context>(
  async (request, { params }, editor) => {
    const { id } = await params;
    if (id !== editor.site.id && editor.role !== 'platform_admin') return jsonError(404, 'site_not_found', 'No such site');
    const leads = new URL(request.url).searchParams.get('leads') === '1';
    const archive = await exportSite(await getDb(), id.slice(0, 100), { leads });
    if (!archive) return jsonError(404, 'site_not_found', 'No such site');
    const day = archive.exportedAt.slice(0, 10);
    return new NextResponse(JSON.stringify(archive), {
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Disposition': `attachment; filename="${archive.sourceSite}-${day}.site.json"`,
      },
    });
  },
  'site_admin',
);

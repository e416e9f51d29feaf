import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/responses';
import { myDataCsv } from '@/lib/my-data/csv';
import { collectMyData } from '@/lib/my-data/export';
import { accessFromLink } from '@/lib/my-data/link-access';
import { myDataTexts } from '@/lib/my-data/texts';

interface Context {
  params: Promise<{ micrositeId: string }>;
}

/**
 * GET ?t=TOKEN&format=json|csv: the download of everything the site holds for the link's
 * address (portability). Reads only; never cached anywhere (personal).
 */
export async function GET(request: NextRequest, { params }: Context): Promise<Response> {
  const { micrositeId } = await params;
  const query = request.nextUrl.searchParams;
  const db = await getDb();
  const link = await accessFromLink(db, micrositeId, query.get('t'), query.get('locale'));
  if (!link.ok) return noStore(jsonError(link.status, link.error, link.message));
  const format = query.get('format') ?? 'json';
  if (format !== 'json' && format !== 'csv') return noStore(jsonError(400, 'format_invalid', myDataTexts(link.access.locale)('errors.format-invalid')));
  const data = await collectMyData(db, link.access.siteId, link.access.email);
  const day = data.generated_at.slice(0, 10);
  const body = format === 'json' ? JSON.stringify(data, null, 2) : myDataCsv(data);
  return new Response(body, {
    headers: {
      'content-type': format === 'json' ? 'application/json; charset=utf-8' : 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="my-data-${day}.${format}"`,
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    },
  });
}

function noStore(response: Response): Response {
  response.headers.set('cache-control', 'private, no-store');
  return response;
}

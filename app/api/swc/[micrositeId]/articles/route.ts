import { NextResponse, type NextRequest } from 'next/server';
import { parseArticleQuery } from '@/lib/blog/query';
import { getCachedArticleList } from '@/lib/blog/cached';
import { siteIdForMicrosite } from '@/lib/blog/service';
import { badParameter, withListingsDb } from '@/lib/listings/http';

/**
 * GET /api/swc/{microsite_id}/articles (spec 001 section 7): one page of published articles
 * in `language`, filtered by `categories`, with data.categories on with_categories=1.
 * X-Site-Key must be the site's key; a bad parameter answers 400 naming it.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ micrositeId: string }> }) {
  const { micrositeId } = await params;
  const parsed = parseArticleQuery(request.nextUrl.searchParams);
  if (!parsed.ok) return badParameter(parsed.param, parsed.message);
  return withListingsDb(request, micrositeId, async (db) => {
    const siteId = await siteIdForMicrosite(db, micrositeId);
    const data = siteId ? await getCachedArticleList(siteId, parsed.query) : { total: 0, page: 1, limit: parsed.query.limit, articles: [] };
    return NextResponse.json(
      { status: 'success', data },
      { headers: { 'Content-Language': parsed.query.locale, 'Cache-Control': 'private, no-store' } },
    );
  });
}

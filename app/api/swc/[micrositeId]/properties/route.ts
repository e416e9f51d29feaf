import { NextResponse, type NextRequest } from 'next/server';
import { foldArrayParams, parseSearchParams, unknownPropertiesParam } from '@/lib/listings/filters';
import { badParameter, requestLocale, withListingsDb } from '@/lib/listings/http';
import { countListings, listingsMap, listingsPage } from '@/lib/listings/service';

const FORMATS = ['count', 'map', 'list'];

/**
 * GET /api/swc/{microsite_id}/properties: format=count -> {total, total_exact}; format=map ->
 * {total, total_exact, truncated, propertiesMap, propertiesListing}; otherwise one page of
 * listings with {total, total_exact}. Active listings unless status=sold (the sold-properties
 * map). Totals stop at 10 000 (total_exact false: "10 000+").
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ micrositeId: string }> }) {
  const { micrositeId } = await params;
  const query = foldArrayParams(request.nextUrl.searchParams);
  // An unknown parameter (a misspelt filter) is refused: never answer as if a filter were absent.
  const unknown = unknownPropertiesParam(query);
  if (unknown !== null) return badParameter(unknown, `${unknown} is not a parameter of this endpoint`);
  const parsed = parseSearchParams(query);
  if (!parsed.ok) return badParameter(parsed.param, parsed.message);
  const format = query.get('format') ?? 'list';
  if (!FORMATS.includes(format)) return badParameter('format', 'format must be count, map or list');
  const listingLimit = query.get('listingLimit');
  if (listingLimit !== null && !/^([1-9]\d?|100)$/.test(listingLimit)) {
    return badParameter('listingLimit', 'listingLimit must be a whole number from 1 to 100');
  }
  const locale = requestLocale(request);
  const { filters, paging, status } = parsed;

  return withListingsDb(request, micrositeId, async (db) => {
    if (format === 'count') {
      const count = await countListings(db, filters, status);
      return NextResponse.json({ status: 'success', data: { total: count.total, total_exact: count.exact } });
    }
    if (format === 'map') {
      const data = await listingsMap(db, filters, {
        listingLimit: listingLimit === null ? paging.limit : Number(listingLimit),
        orderBy: paging.order_by,
        locale,
        status,
      });
      return NextResponse.json({ status: 'success', data });
    }
    const data = await listingsPage(db, filters, { page: paging.page, limit: paging.limit, orderBy: paging.order_by, locale, status });
    return NextResponse.json({ status: 'success', data });
  });
}

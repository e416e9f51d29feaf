import { NextResponse, type NextRequest } from 'next/server';
import { refuseQuery, requestLocale, withListingsDb } from '@/lib/listings/http';
import { searchFilterOptions } from '@/lib/listings/service';

/** GET /api/swc/{microsite_id}/search-filters: municipalities with listings and the property types. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ micrositeId: string }> }) {
  const { micrositeId } = await params;
  const refused = refuseQuery(request);
  if (refused) return refused;
  const locale = requestLocale(request);
  return withListingsDb(request, micrositeId, async (db) =>
    NextResponse.json({ status: 'success', data: await searchFilterOptions(db, locale) }),
  );
}

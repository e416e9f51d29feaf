import { NextResponse, type NextRequest } from 'next/server';
import { jsonError } from '@/lib/http/responses';
import { badParameter, refuseQuery, requestLocale, withListingsDb } from '@/lib/listings/http';
import { listingTooltip } from '@/lib/listings/service';

/** GET /api/swc/{microsite_id}/property/{uls}/tooltip: spec 000 "Property tooltip data". */
export async function GET(request: NextRequest, { params }: { params: Promise<{ micrositeId: string; uls: string }> }) {
  const { micrositeId, uls } = await params;
  if (!/^\d{1,9}$/.test(uls)) return badParameter('uls', 'uls must be a listing number');
  const refused = refuseQuery(request);
  if (refused) return refused;
  const locale = requestLocale(request);
  return withListingsDb(request, micrositeId, async (db) => {
    const tooltip = await listingTooltip(db, Number(uls), locale);
    if (!tooltip) return jsonError(404, 'not_found', `No listing ${uls}`);
    return NextResponse.json({ status: 'success', data: tooltip });
  });
}

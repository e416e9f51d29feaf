import { NextResponse, type NextRequest } from 'next/server';
import { jsonError } from '@/lib/http/responses';
import { badParameter, withListingsDb } from '@/lib/listings/http';
import { readMembersQuery } from '@/lib/members/api-query';
import { siteIdOfMicrosite } from '@/lib/members/queries';
import { getMemberOffices, getMembersPage } from '@/lib/members/service';

/**
 * GET /api/swc/{microsite_id}/members?context_type=brokers&office=laval&page=1&limit=16
 * (X-Site-Key): one page of members with the total and the offices of that context, from
 * the members service (cached by the site's members tag, as the blocks' server data).
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ micrositeId: string }> }) {
  const { micrositeId } = await params;
  const query = readMembersQuery(request.nextUrl.searchParams);
  if (!query.ok) return badParameter(query.param, query.message);
  return withListingsDb(request, micrositeId, async (db) => {
    const siteId = await siteIdOfMicrosite(db, micrositeId);
    if (!siteId) return jsonError(404, 'not_found', `No microsite ${micrositeId}`);
    const [page, offices] = await Promise.all([getMembersPage(siteId, query.query), getMemberOffices(siteId, query.query.kind)]);
    return NextResponse.json({ status: 'success', data: { ...page, members: page.items, items: undefined, offices } });
  });
}

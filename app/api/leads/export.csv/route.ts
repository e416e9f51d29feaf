import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { withEditor } from '@/lib/auth/current-editor';
import { leadsCsv } from '@/lib/leads/export';
import { jsonError } from '@/lib/http/responses';
import { invalidLeadFilterParams, readLeadFilters } from '@/lib/leads/inbox-filters';
import { listLeads } from '@/lib/leads/queries';
import { leadScopeOf } from '@/lib/leads/scope';

export const dynamic = 'force-dynamic';

/**
 * CSV of the leads matching ?type=&from=&to= (the inbox filters). A GET, so the proxy
 * lets it through: withEditor is what protects it. A broker gets only their own leads.
 */
export const GET = withEditor(async (request: NextRequest, _context, editor) => {
  const bad = invalidLeadFilterParams(request.nextUrl.searchParams);
  if (bad.length > 0) {
    const rule = (param: string) => (param === 'type' ? 'type must be a lead form type' : `${param} must be a real day as YYYY-MM-DD`);
    return jsonError(400, 'invalid_parameter', bad.map(rule).join('; '), { param: bad[0], params: bad });
  }
  const filters = readLeadFilters(request.nextUrl.searchParams);
  const db = await getDb();
  const leads = await listLeads(db, { ...filters, ...(await leadScopeOf(db, editor)), limit: 50_000 });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(leads), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${day}.csv"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}, 'broker');

import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { withEditor } from '@/lib/auth/current-editor';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { markLeadHandled } from '@/lib/leads/queries';
import { leadScopeOf } from '@/lib/leads/scope';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * Marks a lead handled by the signed-in editor (a broker: only their own; another site's id is a 404). The inbox's form posts here and is sent
 * back to the lead (303); API clients get JSON.
 */
export const POST = withEditor<Context>(async (request: NextRequest, { params }, editor) => {
  const { id } = await params;
  const leadId = Number(id);
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return jsonError(404, 'not_found', 'No such lead');
  const db = await getDb();
  const found = await markLeadHandled(db, leadId, editor.name, await leadScopeOf(db, editor));
  if (!found) return jsonError(404, 'not_found', 'No such lead');
  if (wantsHtml(request, false)) return seeOther(`/qa/leads/${leadId}`);
  return Response.json({ status: 'success' });
}, 'broker');

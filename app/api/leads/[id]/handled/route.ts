import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { withEditor } from '@/lib/auth/current-editor';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { markLeadHandled } from '@/lib/leads/queries';

interface Context {
  params: Promise<{ id: string }>;
}

/**
 * Marks a lead handled by the signed-in editor. The inbox's form posts here and is sent
 * back to the lead (303); API clients get JSON.
 */
export const POST = withEditor<Context>(async (request: NextRequest, { params }, editor) => {
  const { id } = await params;
  const leadId = Number(id);
  if (!Number.isSafeInteger(leadId) || leadId <= 0) return jsonError(404, 'not_found', 'No such lead');
  const found = await markLeadHandled(await getDb(), leadId, editor.name);
  if (!found) return jsonError(404, 'not_found', 'No such lead');
  if (wantsHtml(request, false)) return seeOther(`/qa/leads/${leadId}`);
  return Response.json({ status: 'success' });
});

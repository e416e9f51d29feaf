import { NextResponse } from 'next/server';
import { forbiddenResponse, withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { changedLockedFields, lockedFieldsOf } from '@/lib/members/broker-fields';
import { memberInputSchema } from '@/lib/members/input';
import { deleteMemberAndInvalidate, updateMemberAndInvalidate } from '@/lib/members/service';

type Context = { params: Promise<{ id: string }> };

async function target(request: Request, context: Context): Promise<{ response: Response } | { id: number; siteId: string }> {
  const { id } = await context.params;
  if (!/^\d{1,15}$/.test(id)) return { response: jsonError(400, 'invalid_id', 'id: must be a positive integer') };
  const site = await siteOfRequest(await getDb(), request);
  if (!site) return { response: jsonError(404, 'site_not_found', 'No site matches this request') };
  return { id: Number(id), siteId: site.id };
}

/**
 * PUT /api/editor/members/{id} {member} -> {id}; 404 unknown, 409 a taken slug; a broker only
 * their own (403), and without changing what the editors decide (403 naming the fields).
 */
export const PUT = withEditor<Context>(async (request, context, editor) => {
  const t = await target(request, context);
  if ('response' in t) return t.response;
  if (editor.role === 'broker' && editor.memberId !== t.id) return forbiddenResponse('A broker can edit only their own member profile');
  const body = await readJsonBody(request, memberInputSchema);
  if (!body.ok) return body.response;
  if (editor.role === 'broker') {
    const current = await lockedFieldsOf(await getDb(), t.siteId, t.id);
    if (!current) return jsonError(404, 'not-found', 'not-found');
    const changed = changedLockedFields(current, body.data);
    if (changed.length) {
      return jsonError(403, 'forbidden', `A broker cannot change ${changed.join(', ')} of their profile: ask an editor of the site`, { fields: changed });
    }
  }
  const result = await updateMemberAndInvalidate(t.siteId, t.id, body.data);
  if (!result.ok) return jsonError(result.status, result.error, result.field ? `${result.field}: ${result.error}` : result.error, { field: result.field });
  return NextResponse.json({ id: result.id });
}, 'broker');

/** DELETE /api/editor/members/{id} -> 204; 404 unknown. */
export const DELETE = withEditor<Context>(async (request, context) => {
  const t = await target(request, context);
  if ('response' in t) return t.response;
  const result = await deleteMemberAndInvalidate(t.siteId, t.id);
  if (!result.ok) return jsonError(result.status, result.error, result.error);
  return new NextResponse(null, { status: 204 });
});

import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { memberInputSchema } from '@/lib/members/input';
import { createMemberAndInvalidate } from '@/lib/members/service';

/** POST /api/editor/members {member} -> 201 {id}; 400 names the field, 409 a taken slug. */
export const POST = withEditor(async (request) => {
  const body = await readJsonBody(request, memberInputSchema);
  if (!body.ok) return body.response;
  const site = await siteOfRequest(await getDb(), request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  const result = await createMemberAndInvalidate(site.id, body.data);
  if (!result.ok) return jsonError(result.status, result.error, result.field ? `${result.field}: ${result.error}` : result.error, { field: result.field });
  return NextResponse.json({ id: result.id }, { status: 201 });
});

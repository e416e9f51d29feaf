import { NextResponse } from 'next/server';
import { advertisingBody, saveAdvertisingIdentity } from '@/lib/editor/advertising-settings';
import { editorRoute } from '@/lib/editor/http';
import { jsonError, readJsonBody } from '@/lib/http/responses';

/** The site's advertising identity (agency, executive officer, advertised broker, franchise statement) -> {advertising}. */
export const PUT = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, advertisingBody);
  if (!body.ok) return body.response;
  const result = await saveAdvertisingIdentity(db, site.id, body.data);
  if (!result.saved) return jsonError(400, 'member_not_found', `${result.field}: not a member of this site`, { field: result.field });
  return NextResponse.json({ advertising: result.identity });
}, 'site_admin');

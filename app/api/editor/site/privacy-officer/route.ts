import { NextResponse } from 'next/server';
import { privacyOfficerBody } from '@/lib/editor/api-schemas';
import { editorRoute } from '@/lib/editor/http';
import { savePrivacyOfficer } from '@/lib/editor/site-settings';
import { readJsonBody } from '@/lib/http/responses';

/** The person in charge of personal information: {name, title: {fr, en}, email} -> {officer}. */
export const PUT = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, privacyOfficerBody);
  if (!body.ok) return body.response;
  const officer = await savePrivacyOfficer(db, site.id, body.data);
  return NextResponse.json({ officer });
}, 'site_admin');

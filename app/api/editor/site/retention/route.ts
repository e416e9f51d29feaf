import { NextResponse } from 'next/server';
import { retentionBody } from '@/lib/editor/api-schemas';
import { editorRoute } from '@/lib/editor/http';
import { saveRetentionMonths } from '@/lib/editor/site-settings';
import { readJsonBody } from '@/lib/http/responses';

/** The retention period of leads and delivery logs: {months: 1..120} -> {months}. */
export const PUT = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, retentionBody);
  if (!body.ok) return body.response;
  return NextResponse.json({ months: await saveRetentionMonths(db, site.id, body.data.months) });
}, 'site_admin');

import { NextResponse } from 'next/server';
import { maintenanceBody } from '@/lib/editor/api-schemas';
import { editorRoute } from '@/lib/editor/http';
import { saveMaintenance } from '@/lib/editor/site-settings';
import { readJsonBody } from '@/lib/http/responses';

/** Site admins: the request's site in or out of maintenance: {maintenance} -> {maintenance}. Public pages answer 503 at once. */
export const PUT = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, maintenanceBody);
  if (!body.ok) return body.response;
  return NextResponse.json({ maintenance: await saveMaintenance(db, site.id, body.data.maintenance) });
}, 'site_admin');

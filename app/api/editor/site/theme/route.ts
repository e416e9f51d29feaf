import { NextResponse } from 'next/server';
import { themeBody } from '@/lib/editor/api-schemas';
import { editorRoute } from '@/lib/editor/http';
import { saveThemeSettings } from '@/lib/editor/site-settings';
import { readJsonBody } from '@/lib/http/responses';

/** General settings: {branding_version, theme} -> {theme}. The public site changes at the next request. */
export const PUT = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, themeBody);
  if (!body.ok) return body.response;
  const theme = await saveThemeSettings(db, site.id, body.data);
  return NextResponse.json({ theme });
}, 'site_admin');

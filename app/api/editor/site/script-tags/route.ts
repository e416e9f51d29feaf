import { NextResponse } from 'next/server';
import { scriptTagsBody } from '@/lib/editor/api-schemas';
import { editorRoute } from '@/lib/editor/http';
import { saveScriptTags } from '@/lib/editor/site-settings';
import { readJsonBody } from '@/lib/http/responses';

/** The site's script tags with their consent categories: {tags} -> {tags}. Live at the next request. */
export const PUT = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, scriptTagsBody);
  if (!body.ok) return body.response;
  const tags = await saveScriptTags(db, site.id, body.data.tags);
  return NextResponse.json({ tags });
}, 'site_admin');

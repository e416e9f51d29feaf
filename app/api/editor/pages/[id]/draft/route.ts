import { NextResponse } from 'next/server';
import { pageEditingRoute } from '@/lib/review/http';
import type { Block } from '@/lib/content/types';
import { CONTENT_BODY_MAX_BYTES, draftBody } from '@/lib/editor/api-schemas';
import { saveDraft } from '@/lib/editor/draft';
import { notFound, parseId } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';

/**
 * Autosave: {content, title, seo, paths?, expectedVersion} -> {version, updatedAt,
 * localeChanges} (when each locale of each block last changed: the stale-translation flags).
 * 409 version_conflict (with updatedBy, updatedAt) when someone saved in between.
 */
export const PUT = pageEditingRoute<{ id: string }>(async (request, { params, db, site, editor }) => {
  const id = parseId(params.id);
  if (id === null) return notFound('page');
  const body = await readJsonBody(request, draftBody, CONTENT_BODY_MAX_BYTES);
  if (!body.ok) return body.response;
  const { expectedVersion, content, ...draft } = body.data;
  const saved = await saveDraft(db, id, { ...draft, content: content as Block[] }, { editor, expectedVersion, siteId: site.id });
  return NextResponse.json(saved);
});

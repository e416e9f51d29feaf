import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { mediaTarget, rateLimited } from '@/lib/media/http';
import { deleteUnusedMedia } from '@/lib/media/service';
import { mediaStorage } from '@/lib/media/storage';

/** DELETE /api/editor/media/unused -> {deleted: ids}: every file of the site that nothing shows. */
export const DELETE = withEditor(async (request, _context, editor) => {
  const t = await mediaTarget(request);
  if ('response' in t) return t.response;
  const limited = await rateLimited(editor);
  if (limited) return limited;
  const db = await getDb();
  return NextResponse.json({ deleted: await deleteUnusedMedia(db, mediaStorage(db), t.site.id) });
});

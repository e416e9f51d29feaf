import type { Queryable } from '@/lib/db/types';
import type { EditorRef } from './editor-ref';

/** A presence older than this is stale: the editor closed the tab or lost the connection. */
export const LOCK_STALE_SECONDS = 60;

export interface LockHolder {
  editorId: number;
  name: string;
  heartbeatAt: string;
}

/**
 * Soft presence: records that the editor has the page open (a heartbeat every ~20 s),
 * unless another editor holds a fresh lock. Answers who else holds it (null when the
 * caller now holds it). Nothing is blocked: optimistic locking on save does that.
 */
export async function heartbeatPageLock(db: Queryable, pageId: number, editor: EditorRef): Promise<LockHolder | null> {
  await db.query(
    `insert into page_locks (page_id, editor_id, heartbeat_at) values ($1, $2, now())
     on conflict (page_id) do update set editor_id = excluded.editor_id, heartbeat_at = now()
      where page_locks.editor_id = excluded.editor_id
         or page_locks.heartbeat_at < now() - make_interval(secs => $3)`,
    [pageId, editor.id, LOCK_STALE_SECONDS],
  );
  const holder = await getPageLock(db, pageId);
  return holder && holder.editorId !== editor.id ? holder : null;
}

/** The editor holding a fresh lock on the page, if any. */
export async function getPageLock(db: Queryable, pageId: number): Promise<LockHolder | null> {
  const rows = await db.query<{ editor_id: number | string; name: string; heartbeat_at: Date | string }>(
    `select l.editor_id, e.name, l.heartbeat_at from page_locks l join editors e on e.id = l.editor_id
      where l.page_id = $1 and l.heartbeat_at >= now() - make_interval(secs => $2)`,
    [pageId, LOCK_STALE_SECONDS],
  );
  const row = rows[0];
  return row ? { editorId: Number(row.editor_id), name: row.name, heartbeatAt: new Date(row.heartbeat_at).toISOString() } : null;
}

/** The editor leaves the page: their lock goes (another editor's stays). */
export async function releasePageLock(db: Queryable, pageId: number, editor: EditorRef): Promise<void> {
  await db.query('delete from page_locks where page_id = $1 and editor_id = $2', [pageId, editor.id]);
}

import type { Queryable } from '@/lib/db/types';

/** One write, as /qa/activity lists it. */
export interface ActivityEntry {
  editor: { id: number; name: string } | null;
  siteId: string | null;
  /** What was written: 'pages', 'members', 'leads', 'accounts', 'sites', ... */
  entity: string;
  entityId?: string | number | null;
  /** 'create', 'update', 'delete', 'publish', 'invite', ... */
  action: string;
  summary?: string;
}

/** The one function every write goes through to be recorded (who, site, entity, action, summary). */
export async function recordActivity(db: Queryable, entry: ActivityEntry): Promise<void> {
  const clean = (value: string, max: number) => value.replace(/\u0000/g, '').slice(0, max);
  await db.query(
    `insert into activity (editor_id, editor_name, site_id, entity, entity_id, action, summary)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      entry.editor?.id ?? null,
      clean(entry.editor?.name ?? 'system', 200),
      entry.siteId,
      clean(entry.entity, 60),
      entry.entityId == null ? null : clean(String(entry.entityId), 100),
      clean(entry.action, 60),
      clean(entry.summary ?? '', 500),
    ],
  );
}

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * The activity of a successful API write, from its path: /api/editor/pages/12/publish ->
 * entity 'pages', id '12', action 'publish'; /api/editor/members (POST) -> 'members' 'create'.
 */
export function activityOfRequest(method: string, pathname: string): Pick<ActivityEntry, 'entity' | 'entityId' | 'action' | 'summary'> {
  const parts = pathname.replace(/^\/api\/(editor\/)?/, '').split('/').filter(Boolean);
  const entity = parts[0] ?? 'site';
  const rest = parts.slice(1);
  const idIndex = rest.findIndex((p) => /^\d+$/.test(p));
  const entityId = idIndex >= 0 ? rest[idIndex] : null;
  const verb = rest.filter((p, i) => i !== idIndex).join('.');
  const action = verb || ACTIONS[method] || method.toLowerCase();
  return { entity, entityId, action, summary: `${method} ${pathname}` };
}

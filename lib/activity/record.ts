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
  /** What happened, as data: /qa/activity says it in the viewer's language. */
  detail?: ActivityDetail;
  /** A free text shown as is when there is no detail (the rows written before details were); prefer `detail`. */
  summary?: string;
}

/**
 * A message of the log (accounts.activity.details.<message> in locales/<lang>/accounts.json) and
 * its parameters: names, e-mails, ids as written; a `role` is shown by its label.
 */
export interface ActivityDetail {
  message: string;
  params?: Record<string, string | number>;
}

/** The one function every write goes through to be recorded (who, site, entity, action, detail). */
export async function recordActivity(db: Queryable, entry: ActivityEntry): Promise<void> {
  const clean = (value: string, max: number) => value.replace(/\u0000/g, '').slice(0, max);
  const detail = entry.detail
    ? {
        message: clean(entry.detail.message, 60),
        params: Object.fromEntries(Object.entries(entry.detail.params ?? {}).map(([name, value]) => [clean(name, 40), typeof value === 'number' ? value : clean(value, 300)])),
      }
    : null;
  await db.query(
    `insert into activity (editor_id, editor_name, site_id, entity, entity_id, action, summary, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      entry.editor?.id ?? null,
      clean(entry.editor?.name ?? 'system', 200),
      entry.siteId,
      clean(entry.entity, 60),
      entry.entityId == null ? null : clean(String(entry.entityId), 100),
      clean(entry.action, 60),
      clean(entry.summary ?? '', 500),
      detail === null ? null : JSON.stringify(detail),
    ],
  );
}

const ACTIONS: Record<string, string> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * The activity of a successful API write, from its path: /api/editor/pages/12/publish ->
 * entity 'pages', id '12', action 'publish'; /api/editor/members (POST) -> 'members' 'create'.
 */
export function activityOfRequest(method: string, pathname: string): Pick<ActivityEntry, 'entity' | 'entityId' | 'action' | 'detail'> {
  const parts = pathname.replace(/^\/api\/(editor\/)?/, '').split('/').filter(Boolean);
  const entity = parts[0] ?? 'site';
  const rest = parts.slice(1);
  const idIndex = rest.findIndex((p) => /^\d+$/.test(p));
  const entityId = idIndex >= 0 ? rest[idIndex] : null;
  // Any further number (a version of the entity) is a detail of the path, not of the action.
  const verb = rest.filter((p) => !/^\d+$/.test(p)).join('.');
  const action = verb || ACTIONS[method] || method.toLowerCase();
  return { entity, entityId, action, detail: { message: 'request', params: { method, path: pathname } } };
}

import type { Queryable } from '@/lib/db/types';

export interface ActivityFilters {
  /** One site's activity; undefined: every site and account event (platform admin). */
  siteId?: string;
  editorId?: number;
  entity?: string;
  /** Inclusive day range, YYYY-MM-DD. */
  from?: string;
  to?: string;
  limit?: number;
}

export interface ActivityRow {
  id: number;
  at: string;
  editorId: number | null;
  editorName: string;
  siteId: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  summary: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The activity log, newest first, filtered by person, entity and day range (/qa/activity). */
export async function listActivity(db: Queryable, filters: ActivityFilters): Promise<ActivityRow[]> {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    clauses.push(sql.replace('?', `$${params.length}`));
  };
  if (filters.siteId !== undefined) add('site_id = ?', filters.siteId);
  if (filters.editorId !== undefined) add('editor_id = ?', filters.editorId);
  if (filters.entity) add('entity = ?', filters.entity);
  if (filters.from && DAY.test(filters.from)) add('at >= ?::date', filters.from);
  if (filters.to && DAY.test(filters.to)) add('at < ?::date + 1', filters.to);
  params.push(Math.min(Math.max(filters.limit ?? 200, 1), 1000));
  const rows = await db.query<{ id: number | string; at: Date | string; editor_id: number | string | null; editor_name: string; site_id: string | null; entity: string; entity_id: string | null; action: string; summary: string }>(
    `select id, at, editor_id, editor_name, site_id, entity, entity_id, action, summary from activity
      ${clauses.length ? `where ${clauses.join(' and ')}` : ''} order by at desc, id desc limit $${params.length}`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    editorId: r.editor_id === null ? null : Number(r.editor_id),
    editorName: r.editor_name,
    siteId: r.site_id,
    entity: r.entity,
    entityId: r.entity_id,
    action: r.action,
    summary: r.summary,
  }));
}

/** Who and what appear in a site's log (or everywhere), for the filter menus. */
export async function activityFacets(db: Queryable, siteId?: string): Promise<{ people: { id: number; name: string }[]; entities: string[] }> {
  const where = siteId === undefined ? '' : 'where site_id = $1';
  const params = siteId === undefined ? [] : [siteId];
  const people = await db.query<{ id: number | string; name: string }>(
    `select distinct on (editor_id) editor_id as id, editor_name as name from activity ${where ? `${where} and` : 'where'} editor_id is not null order by editor_id, at desc`,
    params,
  );
  const entities = await db.query<{ entity: string }>(`select distinct entity from activity ${where} order by entity`, params);
  return { people: people.map((p) => ({ id: Number(p.id), name: p.name })), entities: entities.map((e) => e.entity) };
}

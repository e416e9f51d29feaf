import type { ActivityDetail } from '@/lib/activity/record';
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
  /** The site's registered name and its name per language (metadata.site_name); null for account events or a site gone for good. */
  site: { name: string; metadata: { site_name?: { fr?: string; en?: string } } } | null;
  entity: string;
  entityId: string | null;
  action: string;
  /** The written page's or article's title, or the member's name, while it exists: what the row names instead of its id. */
  entityTitle: { fr?: string; en?: string } | null;
  /** What happened, to say in the viewer's language; null for the rows written before (their summary is the text). */
  detail: ActivityDetail | null;
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
  const rows = await db.query<{
    id: number | string;
    at: Date | string;
    editor_id: number | string | null;
    editor_name: string;
    site_id: string | null;
    site_name: string | null;
    site_names: { fr?: string; en?: string } | null;
    entity: string;
    entity_id: string | null;
    action: string;
    detail: ActivityDetail | null;
    summary: string;
    entity_title: { fr?: string; en?: string } | string | null;
  }>(
    `select a.*, s.name as site_name, s.metadata->'site_name' as site_names,
            case a.entity
              when 'pages' then (select p.title from pages p where p.id::text = a.entity_id and p.site_id = a.site_id)
              when 'articles' then (select r.title from articles r where r.id::text = a.entity_id and r.site_id = a.site_id)
              when 'members' then (select to_jsonb(m.name) from members m where m.id::text = a.entity_id and m.site_id = a.site_id)
              -- By the listing's key (listings is large): a number, or nothing.
              when 'listings' then (select to_jsonb(l.street) from listings l join listing_details d on d.uls = l.uls
                                     where l.uls = case when a.entity_id ~ '^[0-9]{1,9}$' then a.entity_id::integer end
                                       and d.source_data->>'site_id' = a.site_id)
            end as entity_title
       from (select id, at, editor_id, editor_name, site_id, entity, entity_id, action, detail, summary from activity
              ${clauses.length ? `where ${clauses.join(' and ')}` : ''} order by at desc, id desc limit $${params.length}) a
       left join sites s on s.id = a.site_id
      order by a.at desc, a.id desc`,
    params,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    at: new Date(r.at).toISOString(),
    editorId: r.editor_id === null ? null : Number(r.editor_id),
    editorName: r.editor_name,
    siteId: r.site_id,
    site: r.site_name === null ? null : { name: r.site_name, metadata: { site_name: r.site_names && typeof r.site_names === 'object' ? r.site_names : undefined } },
    entity: r.entity,
    entityId: r.entity_id,
    action: r.action,
    entityTitle: typeof r.entity_title === 'string' ? { fr: r.entity_title, en: r.entity_title } : r.entity_title && typeof r.entity_title === 'object' ? r.entity_title : null,
    detail: r.detail && typeof r.detail === 'object' && typeof r.detail.message === 'string' ? r.detail : null,
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

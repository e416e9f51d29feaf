/** What can be scheduled: a CMS page, a blog article or a hand-managed listing. */
export const SCHEDULE_KINDS = ['page', 'article', 'listing'] as const;
export type ScheduleKind = (typeof SCHEDULE_KINDS)[number];

/** Put the item online (its pending state) or take it off the site. */
export const SCHEDULE_ACTIONS = ['publish', 'withdraw'] as const;
export type ScheduleAction = (typeof SCHEDULE_ACTIONS)[number];

export type ScheduleStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

/** Who set it: a person at a list, or a hand-managed listing's brokerage contract end (kept by its saves). */
export type ScheduleOrigin = 'person' | 'contract_end';

export interface Schedule {
  id: number;
  siteId: string;
  kind: ScheduleKind;
  itemId: number;
  action: ScheduleAction;
  /** ISO instant; the screens show it in Québec time. */
  runAt: string;
  /** The page draft's lock version that was scheduled (pages only). */
  version: number | null;
  status: ScheduleStatus;
  origin: ScheduleOrigin;
  createdBy: string;
  /** Why a run was refused: the publish rules' problems (lib/editor/validate-blocks BlockIssue[]) or a code. */
  problems: unknown[] | null;
  message: string | null;
  finishedAt: string | null;
}

export interface ScheduleRow {
  id: number | string;
  site_id: string;
  kind: ScheduleKind;
  item_id: number | string;
  action: ScheduleAction;
  run_at: Date | string;
  version: number | null;
  status: ScheduleStatus;
  origin: ScheduleOrigin;
  created_by_id: number | string | null;
  created_by_name: string;
  problems: unknown[] | null;
  message: string | null;
  finished_at: Date | string | null;
}

export const SCHEDULE_COLUMNS = 'id, site_id, kind, item_id, action, run_at, version, status, origin, created_by_id, created_by_name, problems, message, finished_at';

export function scheduleOfRow(row: ScheduleRow): Schedule {
  return {
    id: Number(row.id),
    siteId: row.site_id,
    kind: row.kind,
    itemId: Number(row.item_id),
    action: row.action,
    runAt: new Date(row.run_at).toISOString(),
    version: row.version,
    status: row.status,
    origin: row.origin,
    createdBy: row.created_by_name,
    problems: row.problems,
    message: row.message,
    finishedAt: row.finished_at ? new Date(row.finished_at).toISOString() : null,
  };
}

import type { Queryable } from '@/lib/db/types';
import { reviewApplies, type ReviewedSite } from '@/lib/review/settings';
import { assertMaySchedule, type ScheduleActor } from './access';
import { ScheduleError } from './errors';
import { itemState, type ItemState } from './item-state';
import { quebecInstant } from './quebec-time';
import { SCHEDULE_COLUMNS, scheduleOfRow, type Schedule, type ScheduleAction, type ScheduleKind, type ScheduleRow } from './types';

/** How far ahead a schedule may be set: further is a typing mistake more often than a plan. */
const MAX_AHEAD_MS = 2 * 366 * 24 * 3600_000;

export interface ScheduleInput {
  kind: ScheduleKind;
  itemId: number;
  action: ScheduleAction;
  /** The day and time in Québec, as the form's date and time fields give them. */
  day: string;
  time: string;
}

/** The instant of the form's day and time, refused when it is not later than now or too far ahead. */
function futureInstant(day: string, time: string, now: Date): Date {
  const at = quebecInstant(day, time);
  if (!at) throw new ScheduleError('invalid_time', 'The date or time is not valid (YYYY-MM-DD, HH:MM)');
  if (at.getTime() <= now.getTime()) throw new ScheduleError('schedule_in_past', 'The date and time are in the past');
  if (at.getTime() - now.getTime() > MAX_AHEAD_MS) throw new ScheduleError('schedule_too_far', 'The date is more than two years ahead');
  return at;
}

async function itemOrRefuse(db: Queryable, actor: ScheduleActor, kind: ScheduleKind, itemId: number): Promise<ItemState> {
  const state = await itemState(db, actor.siteId, kind, itemId);
  if (!state) throw new ScheduleError('item_not_found', `No ${kind} ${itemId} on this site`);
  assertMaySchedule(actor, kind, state.brokerIds ? { broker_ids: state.brokerIds } : null);
  // Where this person's publishing waits for approval, a schedule would publish without it.
  if (await publishingReviewed(db, actor)) {
    throw new ScheduleError('review_required', 'On this site your publishing goes through approval: submit the version instead');
  }
  return state;
}

async function publishingReviewed(db: Queryable, actor: ScheduleActor): Promise<boolean> {
  const rows = await db.query<ReviewedSite>('select type, metadata from sites where id = $1', [actor.siteId]);
  return rows[0] ? reviewApplies(rows[0], actor.role) : false;
}

/** Whether a withdrawal has something to withdraw then: the item is online, or a publish of it is due before. */
async function onlineBy(db: Queryable, siteId: string, kind: ScheduleKind, itemId: number, state: ItemState, at: Date): Promise<boolean> {
  if (state.online) return true;
  const rows = await db.query(
    `select 1 from publish_schedules where site_id = $1 and kind = $2 and item_id = $3 and action = 'publish' and status = 'pending' and run_at < $4`,
    [siteId, kind, itemId, at],
  );
  return rows.length > 0;
}

/**
 * Schedules the item's publication (a page: the draft as it is now, by its version) or its
 * withdrawal at a day and time in Québec. One pending schedule per item and action: a second
 * one replaces the first's time. Refused (ScheduleError) in the past, for an item of another
 * site, for a role that may not publish it now, and a withdrawal of an item that will not be online.
 */
export async function createSchedule(db: Queryable, actor: ScheduleActor, input: ScheduleInput, now = new Date()): Promise<Schedule> {
  const state = await itemOrRefuse(db, actor, input.kind, input.itemId);
  const at = futureInstant(input.day, input.time, now);
  if (input.action === 'withdraw' && !(await onlineBy(db, actor.siteId, input.kind, input.itemId, state, at))) {
    throw new ScheduleError('not_published', 'Only an item that is online (or scheduled to be) can be withdrawn');
  }
  const rows = await db.query<ScheduleRow>(
    `insert into publish_schedules (site_id, kind, item_id, action, run_at, version, created_by_id, created_by_name)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (site_id, kind, item_id, action, origin) where status = 'pending'
     do update set run_at = excluded.run_at, version = excluded.version, created_by_id = excluded.created_by_id,
                   created_by_name = excluded.created_by_name, updated_at = now()
     returning ${SCHEDULE_COLUMNS}`,
    [actor.siteId, input.kind, input.itemId, input.action, at, input.action === 'publish' ? state.version : null, actor.editor.id, actor.editor.name],
  );
  return scheduleOfRow(rows[0]!);
}

async function scheduleOfSite(db: Queryable, actor: ScheduleActor, id: number): Promise<ScheduleRow> {
  const rows = await db.query<ScheduleRow>(`select ${SCHEDULE_COLUMNS} from publish_schedules where id = $1 and site_id = $2`, [id, actor.siteId]);
  const row = rows[0];
  if (!row) throw new ScheduleError('schedule_not_found', `No schedule ${id} on this site`);
  return row;
}

/** A person's schedule: a contract end's withdrawal moves only with the listing's contract end date. */
function ownedByPerson(row: ScheduleRow): void {
  if (row.origin === 'contract_end') throw new ScheduleError('contract_end', 'This withdrawal follows the brokerage contract end: change the contract end date in the listing');
}

/**
 * Moves a pending schedule to another day and time (a page's publication then takes the
 * draft as it is now). Same refusals as createSchedule; a schedule that already ran cannot move,
 * nor a listing's contract end (409 contract_end).
 */
export async function changeSchedule(db: Queryable, actor: ScheduleActor, id: number, when: { day: string; time: string }, now = new Date()): Promise<Schedule> {
  const row = await scheduleOfSite(db, actor, id);
  ownedByPerson(row);
  const state = await itemOrRefuse(db, actor, row.kind, Number(row.item_id));
  const at = futureInstant(when.day, when.time, now);
  const rows = await db.query<ScheduleRow>(
    `update publish_schedules set run_at = $3, version = case when action = 'publish' then $4::int else null end, updated_at = now()
      where id = $1 and site_id = $2 and status = 'pending' returning ${SCHEDULE_COLUMNS}`,
    [id, actor.siteId, at, state.version],
  );
  if (!rows[0]) throw new ScheduleError('not_pending', 'This schedule has already run or was cancelled');
  return scheduleOfRow(rows[0]);
}

/** Cancels a pending schedule, or clears a failed one from the lists (a contract end's: never, see ownedByPerson). */
export async function cancelSchedule(db: Queryable, actor: ScheduleActor, id: number): Promise<void> {
  const row = await scheduleOfSite(db, actor, id);
  ownedByPerson(row);
  await itemOrRefuse(db, actor, row.kind, Number(row.item_id));
  const rows = await db.query(
    `update publish_schedules set status = 'cancelled', updated_at = now() where id = $1 and site_id = $2 and status in ('pending', 'failed') returning id`,
    [id, actor.siteId],
  );
  if (rows.length === 0) throw new ScheduleError('not_pending', 'This schedule has already run or was cancelled');
}

/**
 * The schedules a list shows beside each item of a kind: the pending ones (clock badge)
 * and the failed ones not yet cleared (with their reasons), soonest first, by item id.
 */
export async function schedulesByItem(db: Queryable, siteId: string, kind: ScheduleKind): Promise<Record<number, Schedule[]>> {
  const rows = await db.query<ScheduleRow>(
    `select ${SCHEDULE_COLUMNS} from publish_schedules
      where site_id = $1 and kind = $2 and status in ('pending', 'running', 'failed')
      order by run_at, id`,
    [siteId, kind],
  );
  const byItem: Record<number, Schedule[]> = {};
  for (const row of rows) (byItem[Number(row.item_id)] ??= []).push(scheduleOfRow(row));
  return byItem;
}

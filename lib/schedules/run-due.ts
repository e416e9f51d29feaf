import { recordActivity } from '@/lib/activity/record';
import type { Database, Queryable } from '@/lib/db/types';
import { logger } from '@/lib/ops/logger';
import { executeSchedule, type ScheduleOutcome } from './execute';
import { SCHEDULE_COLUMNS, scheduleOfRow, type Schedule, type ScheduleRow } from './types';

/**
 * How long a claimed run may last before another instance takes it over: a run takes well
 * under a second, so a row still `running` after this belongs to an instance that stopped.
 */
const LEASE = '5 minutes';
const BATCH = 20;

/**
 * Claims the due schedules for this instance in one statement: the rows are locked as they
 * are picked (`for update skip locked`: another instance's claim in progress is skipped, not
 * waited for) and marked running with the claimer, so each is handed to exactly one instance.
 * Due means its time has come, however long ago: a schedule that fell due while the server
 * was down runs at the first pass after the start.
 */
export async function claimDueSchedules(db: Queryable, instance: string, now: Date, limit = BATCH): Promise<(Schedule & { createdById: number | null })[]> {
  const rows = await db.query<ScheduleRow>(
    `update publish_schedules s set status = 'running', claimed_by = $1, claimed_at = $2, updated_at = $2
      where s.id in (
        select id from publish_schedules
         where (status = 'pending' and run_at <= $2) or (status = 'running' and claimed_at < $2::timestamptz - interval '${LEASE}')
         order by run_at, id
         limit $3
         for update skip locked)
      returning ${SCHEDULE_COLUMNS.split(', ').map((c) => `s.${c}`).join(', ')}`,
    [instance, now, limit],
  );
  return rows.map((row) => ({ ...scheduleOfRow(row), createdById: row.created_by_id === null ? null : Number(row.created_by_id) }));
}

/** Records the outcome, only while this instance still holds the claim. */
async function finish(db: Queryable, id: number, instance: string, outcome: ScheduleOutcome): Promise<void> {
  await db.query(
    `update publish_schedules set status = $3, finished_at = now(), updated_at = now(), message = $4, problems = $5
      where id = $1 and claimed_by = $2 and status = 'running'`,
    [id, instance, outcome.ok ? 'done' : 'failed', outcome.ok ? null : outcome.message, outcome.ok || !outcome.problems ? null : JSON.stringify(outcome.problems)],
  );
}

const ENTITY = { page: 'pages', article: 'articles', listing: 'listings' } as const;

/** Who a contract end's withdrawal names as the listing version's author (a version's author is one name, in French first). */
const CONTRACT_END_SIGNATURE = 'Fin du contrat de courtage';

export interface DueRunReport {
  done: number;
  failed: number;
}

/**
 * One pass: claims the due schedules and carries each out (lib/schedules/execute.ts), then
 * records it in the activity log under the item, as done by the person who scheduled it.
 * Safe to run on every instance at once.
 */
export async function runDueSchedules(db: Database, instance: string, now = new Date()): Promise<DueRunReport> {
  const report: DueRunReport = { done: 0, failed: 0 };
  for (const schedule of await claimDueSchedules(db, instance, now)) {
    const contractEnd = schedule.origin === 'contract_end';
    const by = { id: schedule.createdById ?? 0, name: schedule.createdBy || (contractEnd ? CONTRACT_END_SIGNATURE : 'system') };
    let outcome: ScheduleOutcome;
    try {
      outcome = await executeSchedule(db, schedule, by, now);
    } catch (error) {
      logger.error({ schedule: schedule.id, err: error }, 'scheduled change failed');
      outcome = { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
    await finish(db, schedule.id, instance, outcome);
    report[outcome.ok ? 'done' : 'failed'] += 1;
    await recordActivity(db, {
      editor: schedule.createdById === null ? null : by,
      siteId: schedule.siteId,
      entity: ENTITY[schedule.kind],
      entityId: schedule.itemId,
      action: `scheduled-${schedule.action}`,
      detail: { message: outcome.ok ? (contractEnd ? 'contract-end-withdraw' : `scheduled-${schedule.action}`) : 'scheduled-failed', params: { at: schedule.runAt, reason: outcome.ok ? '' : outcome.message } },
    });
  }
  return report;
}

/** When the next pending schedule is due (to wake the job then), or null. */
export async function nextDueAt(db: Queryable): Promise<number | null> {
  const rows = await db.query<{ at: Date | string | null }>(`select min(run_at) as at from publish_schedules where status = 'pending'`);
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}

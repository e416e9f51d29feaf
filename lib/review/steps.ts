import type { Queryable } from '@/lib/db/types';

/**
 * The review record (table review_steps, append-only): each step of a submission, who took
 * it, when, on which version and with what comment. Only insertStep writes it.
 */
/**
 * A listing is named by its ULS number; so is `sale`, a listing's sale authorisation (what the
 * public site shows of its sale: lib/listings/sale-authorisation.ts), reviewed apart from the
 * listing's edits so neither submission replaces the other.
 */
export type ItemKind = 'page' | 'article' | 'listing' | 'sale';
export type StepKind = 'submitted' | 'approved' | 'changes_requested' | 'withdrawn' | 'replaced';

export interface ReviewItem {
  siteId: string;
  kind: ItemKind;
  id: number;
}

export interface Actor {
  id: number;
  name: string;
}

export interface ReviewStep {
  id: number;
  kind: ItemKind;
  itemId: number;
  submissionId: number | null;
  step: StepKind;
  version: number | null;
  actorId: number | null;
  actorName: string;
  comment: string;
  at: string;
}

interface StepRow {
  id: number | string;
  item_kind: ItemKind;
  item_id: number | string;
  submission_id: number | string | null;
  step: StepKind;
  version: number | null;
  actor_id: number | string | null;
  actor_name: string;
  comment: string;
  created_at: Date | string;
}

const STEP_COLUMNS = 'id, item_kind, item_id, submission_id, step, version, actor_id, actor_name, comment, created_at';

function toStep(row: StepRow): ReviewStep {
  return {
    id: Number(row.id),
    kind: row.item_kind,
    itemId: Number(row.item_id),
    submissionId: row.submission_id === null ? null : Number(row.submission_id),
    step: row.step,
    version: row.version,
    actorId: row.actor_id === null ? null : Number(row.actor_id),
    actorName: row.actor_name,
    comment: row.comment,
    at: new Date(row.created_at).toISOString(),
  };
}

export async function insertStep(
  tx: Queryable,
  item: ReviewItem,
  step: { step: StepKind; actor: Actor; submissionId?: number | null; snapshot?: unknown; version?: number | null; comment?: string },
): Promise<ReviewStep> {
  const rows = await tx.query<StepRow>(
    `insert into review_steps (site_id, item_kind, item_id, submission_id, step, snapshot, version, actor_id, actor_name, comment)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning ${STEP_COLUMNS}`,
    [
      item.siteId,
      item.kind,
      item.id,
      step.submissionId ?? null,
      step.step,
      step.snapshot === undefined ? null : JSON.stringify(step.snapshot),
      step.version ?? null,
      step.actor.id,
      step.actor.name.replace(/\u0000/g, '').slice(0, 200),
      step.comment ?? '',
    ],
  );
  return toStep(rows[0]!);
}

/** A submission with nothing after it yet: what the queue lists and a decision closes. */
export interface Submission extends ReviewStep {
  siteId: string;
  snapshot: unknown;
}

const OPEN = `s.step = 'submitted' and not exists (select 1 from review_steps d where d.submission_id = s.id)`;

/** The item's submission waiting for a decision, if any. */
export async function pendingSubmission(db: Queryable, item: ReviewItem): Promise<Submission | null> {
  const rows = await db.query<StepRow & { site_id: string; snapshot: unknown }>(
    `select s.${STEP_COLUMNS.split(', ').join(', s.')}, s.site_id, s.snapshot from review_steps s
      where s.site_id = $1 and s.item_kind = $2 and s.item_id = $3 and ${OPEN}
      order by s.id desc limit 1`,
    [item.siteId, item.kind, item.id],
  );
  const row = rows[0];
  return row ? { ...toStep(row), siteId: row.site_id, snapshot: row.snapshot } : null;
}

/** A submission of this site by id, decided or not (another site's id reads as unknown). */
export async function findSubmission(db: Queryable, siteId: string, id: number): Promise<(Submission & { open: boolean }) | null> {
  const rows = await db.query<StepRow & { site_id: string; snapshot: unknown; open: boolean }>(
    `select s.${STEP_COLUMNS.split(', ').join(', s.')}, s.site_id, s.snapshot, (${OPEN}) as open from review_steps s
      where s.id = $1 and s.site_id = $2 and s.step = 'submitted'`,
    [id, siteId],
  );
  const row = rows[0];
  return row ? { ...toStep(row), siteId: row.site_id, snapshot: row.snapshot, open: row.open } : null;
}

/** The site's open submissions, oldest first (the queue's order: first come, first reviewed). */
export async function openSubmissions(db: Queryable, siteId: string): Promise<Submission[]> {
  const rows = await db.query<StepRow & { site_id: string; snapshot: unknown }>(
    `select s.${STEP_COLUMNS.split(', ').join(', s.')}, s.site_id, s.snapshot from review_steps s
      where s.site_id = $1 and ${OPEN} order by s.id`,
    [siteId],
  );
  return rows.map((row) => ({ ...toStep(row), siteId: row.site_id, snapshot: row.snapshot }));
}

/** Every step of an item, newest first: its review history. */
export async function itemSteps(db: Queryable, item: ReviewItem, limit = 100): Promise<ReviewStep[]> {
  const rows = await db.query<StepRow>(
    `select ${STEP_COLUMNS} from review_steps where site_id = $1 and item_kind = $2 and item_id = $3 order by id desc limit $4`,
    [item.siteId, item.kind, item.id, limit],
  );
  return rows.map(toStep);
}

import { recordActivity } from '@/lib/activity/record';
import type { Queryable } from '@/lib/db/types';
import { insertStep, type Actor, type ReviewItem, type ReviewStep, type StepKind } from './steps';

/** The activity log's entity of each item kind: a listing's sale is logged on the listing. */
const ENTITY = { page: 'pages', article: 'articles', listing: 'listings', sale: 'listings' } as const;

/**
 * One review step, written to the review record and to the activity log (/qa/activity) in the
 * same transaction: the log reads `review-<step>` in the viewer's language.
 */
export async function recordStep(
  tx: Queryable,
  item: ReviewItem,
  step: { step: StepKind; actor: Actor; submissionId?: number | null; snapshot?: unknown; version?: number | null; comment?: string },
): Promise<ReviewStep> {
  const saved = await insertStep(tx, item, step);
  const params: Record<string, string | number> = { kind: item.kind, id: item.id, submission: saved.submissionId ?? saved.id };
  if (saved.comment) params.comment = saved.comment;
  await recordActivity(tx, {
    editor: step.actor,
    siteId: item.siteId,
    entity: ENTITY[item.kind],
    entityId: item.id,
    action: `review-${step.step}`,
    detail: { message: `review-${step.step}`, params },
  });
  return saved;
}

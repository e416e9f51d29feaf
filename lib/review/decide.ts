import type { Snapshot } from '@/lib/editor/article-editor';
import { publishArticleState } from '@/lib/editor/article-editor';
import { invalidateBlog } from '@/lib/blog/invalidate';
import { invalidateSitePages } from '@/lib/cache/invalidate';
import { invalidateListingPages } from '@/lib/listings/invalidate';
import { saleAuthorisationBody, writeSaleAuthorisation } from '@/lib/listings/sale-authorisation';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import { saveManualListingIn } from '@/lib/listings/sources/manual';
import { publishPageSnapshot, type PageSnapshot } from '@/lib/cms/page-writes';
import type { AdvertisingIdentity } from '@/lib/compliance/identity';
import type { Database, Queryable } from '@/lib/db/types';
import { pagePublishProblems } from '@/lib/editor/page-publish-problems';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { ReviewError } from './errors';
import { notifyAuthor } from './notify';
import { recordStep } from './record';
import { mayReview, type ReviewerAccess } from './reviewers';
import { findSubmission, type Actor, type ReviewItem, type ReviewStep, type Submission } from './steps';
import type { SaleSnapshot } from './submit';

/** The site a decision is taken on: its id and who its executive officer is. */
export interface ReviewSite {
  id: string;
  advertising?: Partial<AdvertisingIdentity>;
}

export type Reviewer = Actor & ReviewerAccess;

export type ApproveResult = { approved: true; step: ReviewStep } | { approved: false; problems: BlockIssue[] };

export const MAX_COMMENT = 2000;

/**
 * The open submission a reviewer may decide, the item row locked: refused to anyone who does
 * not review on this site, to the submission's own author (nobody approves their own work,
 * whatever their role), and once it is decided, withdrawn or replaced.
 */
async function openForDecision(tx: Queryable, site: ReviewSite, submissionId: number, reviewer: Reviewer): Promise<Submission> {
  if (!mayReview(site, reviewer)) throw new ReviewError('not_reviewer', 'Only a site admin or the executive officer decides submissions');
  const submission = await lockedSubmission(tx, site.id, submissionId);
  if (submission.actorId === reviewer.id) throw new ReviewError('own_submission', 'Nobody decides their own submission');
  return submission;
}

/** The submission, open, with its item's row locked so a new submission or a publish cannot interleave. */
async function lockedSubmission(tx: Queryable, siteId: string, submissionId: number): Promise<Submission> {
  const found = await findSubmission(tx, siteId, submissionId);
  if (!found) throw new ReviewError('submission_not_found', `No submission ${submissionId} on this site`);
  if (found.kind === 'listing' || found.kind === 'sale') await tx.query('select 1 from listings where uls = $1 for update', [found.itemId]);
  else await tx.query(`select 1 from ${found.kind}s where id = $1 and site_id = $2 for update`, [found.itemId, siteId]);
  // Read again under the lock: a replacement committed meanwhile closes it.
  const again = await findSubmission(tx, siteId, submissionId);
  if (!again?.open) throw new ReviewError('submission_closed', `Submission ${submissionId} was already decided, withdrawn or replaced`);
  return again;
}

const itemOf = (s: Submission): ReviewItem => ({ siteId: s.siteId, kind: s.kind, id: s.itemId });

/**
 * Approves a submission: publishes exactly the frozen version through the same checks as a
 * publish (a rule it now breaks refuses the approval, nothing changes), records the step with
 * the published version's number and e-mails the author.
 */
export async function approveSubmission(db: Database, site: ReviewSite, submissionId: number, reviewer: Reviewer, comment = ''): Promise<ApproveResult> {
  const result = await db.transaction<ApproveResult & { kind?: Submission['kind'] }>(async (tx) => {
    const submission = await openForDecision(tx, site, submissionId, reviewer);
    let version: number | null = null;
    if (submission.kind === 'page') {
      const snapshot = submission.snapshot as PageSnapshot;
      const problems = await pagePublishProblems(tx, site.id, submission.itemId, snapshot);
      if (problems.length > 0) return { approved: false, problems };
      version = await publishPageSnapshot(tx, submission.itemId, snapshot, reviewer.name);
    } else if (submission.kind === 'listing') {
      // The listing form's rules (contract dates, a sold listing's sale date, its brokers) judge the frozen input again.
      const saved = await saveManualListingIn(tx, site.id, submission.itemId, submission.snapshot as ManualListing, new Date(), reviewer.name);
      if (!saved.ok) throw new ReviewError(saved.status === 404 ? 'submission_not_found' : 'listing_refused', saved.field ? `${saved.field}: ${saved.error}` : saved.error);
      version = saved.version;
    } else if (submission.kind === 'sale') {
      // Exactly the frozen authorisation; its author recorded it (they hold the parties' signature), the step names the approver.
      const frozen = saleAuthorisationBody.safeParse((submission.snapshot as SaleSnapshot | null)?.authorisation);
      if (!frozen.success) throw new ReviewError('listing_refused', frozen.error.issues[0]?.message ?? 'invalid authorisation');
      if (!(await writeSaleAuthorisation(tx, site.id, submission.itemId, frozen.data, submission.actorId))) {
        throw new ReviewError('submission_not_found', `The listing of submission ${submissionId} is no longer on this site`);
      }
    } else {
      const outcome = await publishArticleState(tx, site.id, submission.itemId, submission.snapshot as Snapshot, reviewer.name);
      if (outcome === false) throw new ReviewError('submission_not_found', `The article of submission ${submissionId} is gone`);
      if (outcome !== true) return { approved: false, problems: outcome.problems };
    }
    const text = comment.trim().slice(0, MAX_COMMENT);
    const step = await recordStep(tx, itemOf(submission), { step: 'approved', actor: reviewer, submissionId, version, comment: text });
    await notifyAuthor(tx, submission, { decision: 'approved', reviewer: reviewer.name, comment: text });
    return { approved: true, step, kind: submission.kind };
  });
  if (result.approved) {
    if (result.kind === 'page') invalidateSitePages(site.id);
    else if (result.kind === 'listing' || result.kind === 'sale') invalidateListingPages([result.step.itemId]);
    else invalidateBlog(site.id);
  }
  return result.approved ? { approved: true, step: result.step } : result;
}

/** Sends a submission back to its author with the reviewer's comment (required); the online version does not change. */
export async function requestChanges(db: Database, site: ReviewSite, submissionId: number, reviewer: Reviewer, comment: string): Promise<ReviewStep> {
  const text = comment.trim();
  if (!text) throw new ReviewError('comment_required', 'Say what to change: a comment is required');
  if (text.length > MAX_COMMENT) throw new ReviewError('comment_required', `A comment is at most ${MAX_COMMENT} characters`);
  return db.transaction(async (tx) => {
    const submission = await openForDecision(tx, site, submissionId, reviewer);
    const step = await recordStep(tx, itemOf(submission), { step: 'changes_requested', actor: reviewer, submissionId, comment: text });
    await notifyAuthor(tx, submission, { decision: 'changes_requested', reviewer: reviewer.name, comment: text });
    return step;
  });
}

/** The author takes their own submission back before it is decided. */
export async function withdrawSubmission(db: Database, siteId: string, submissionId: number, author: Actor): Promise<ReviewStep> {
  return db.transaction(async (tx) => {
    const submission = await lockedSubmission(tx, siteId, submissionId);
    if (submission.actorId !== author.id) throw new ReviewError('not_author', 'Only its author withdraws a submission');
    return recordStep(tx, itemOf(submission), { step: 'withdrawn', actor: author, submissionId });
  });
}

import { articlePublishProblems, articleStateToSubmit } from '@/lib/editor/article-editor';
import type { Block, Seo } from '@/lib/content/types';
import type { Database, Queryable } from '@/lib/db/types';
import { versionConflict } from '@/lib/editor/draft';
import { EditorError } from '@/lib/editor/errors';
import { pagePublishProblems } from '@/lib/editor/page-publish-problems';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import type { Localized } from '@/lib/i18n/locales';
import { saleListingStreet, type SaleAuthorisationBody } from '@/lib/listings/sale-authorisation';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import { saveManualListingIn } from '@/lib/listings/sources/manual';
import { recordStep } from './record';
import { pendingSubmission, type Actor, type ReviewItem, type ReviewStep } from './steps';

export type SubmitResult = { submitted: true; submission: ReviewStep } | { submitted: false; problems: BlockIssue[] };

/**
 * Freezes the item as it is now into a submission for approval: the published version stays
 * online. A submission the same item still had waiting is closed as replaced first (one
 * pending submission per item). A version that could never be approved (a publish check
 * fails) is refused at once with the problems, as a publish would be.
 */
async function submit(tx: Queryable, item: ReviewItem, actor: Actor, snapshot: unknown, version: number | null): Promise<ReviewStep> {
  const pending = await pendingSubmission(tx, item);
  if (pending) await recordStep(tx, item, { step: 'replaced', actor, submissionId: pending.id });
  return recordStep(tx, item, { step: 'submitted', actor, snapshot, version });
}

/** A page's saved draft submitted (with expectedVersion: only the draft the author is looking at). */
export async function submitPage(db: Database, siteId: string, pageId: number, actor: Actor, options: { expectedVersion?: number } = {}): Promise<SubmitResult> {
  return db.transaction<SubmitResult>(async (tx) => {
    // for update: a save between the checks and the freeze would submit unchecked content.
    const rows = await tx.query<{ content: Block[]; title: Localized<string>; seo: Seo; version: number }>(
      `select content, title, seo, version from pages where id = $1 and site_id = $2 and kind = 'page' for update`,
      [pageId, siteId],
    );
    const page = rows[0];
    if (!page) throw new EditorError('page_not_found', `Page ${pageId} does not exist on this site`, { pageId });
    if (options.expectedVersion !== undefined && page.version !== options.expectedVersion) throw await versionConflict(tx, pageId, siteId);
    const problems = await pagePublishProblems(tx, siteId, pageId, page);
    if (problems.length > 0) return { submitted: false, problems };
    const snapshot = { title: page.title, seo: page.seo ?? {}, content: page.content };
    return { submitted: true, submission: await submit(tx, { siteId, kind: 'page', id: pageId }, actor, snapshot, page.version) };
  });
}

/** An article's pending changes (or the article as it is) submitted; null when it is not on this site. */
export async function submitArticle(db: Database, siteId: string, articleId: number, actor: Actor): Promise<SubmitResult | null> {
  return db.transaction<SubmitResult | null>(async (tx) => {
    const state = await articleStateToSubmit(tx, siteId, articleId);
    if (!state) return null;
    const problems = await articlePublishProblems(tx, siteId, state);
    if (problems.length > 0) return { submitted: false, problems };
    return { submitted: true, submission: await submit(tx, { siteId, kind: 'article', id: articleId }, actor, state, null) };
  });
}

/** A listing's submission, or why its input could not be saved (as a save would answer). */
export type ListingSubmitResult = { submitted: true; submission: ReviewStep } | { submitted: false; status: 400 | 404; error: string; field?: string };

/**
 * A hand-managed listing's edit submitted as the form gave it: the listing stays as it is
 * online until approval saves exactly this input. The input is saved once on trial and rolled
 * back (a savepoint) so one that no save would take (a broker or municipality unknown here) is
 * refused at once, with the field, rather than frozen for a reviewer who could not approve it.
 */
export async function submitListing(db: Database, siteId: string, uls: number, actor: Actor, input: ManualListing): Promise<ListingSubmitResult> {
  return db.transaction<ListingSubmitResult>(async (tx) => {
    // for update: a save or another submission of the listing waits for this one.
    const rows = await tx.query(
      `select 1 from listings l join listing_details d on d.uls = l.uls
        where l.uls = $1 and l.source = 'manual' and d.source_data->>'site_id' = $2 for update of l`,
      [uls, siteId],
    );
    if (!rows[0]) return { submitted: false, status: 404, error: 'no such listing on this site' };
    await tx.query('savepoint listing_trial');
    const trial = await saveManualListingIn(tx, siteId, uls, input, new Date(), actor.name);
    await tx.query('rollback to savepoint listing_trial');
    if (!trial.ok) return { submitted: false, status: trial.status, error: trial.error, field: trial.field };
    return { submitted: true, submission: await submit(tx, { siteId, kind: 'listing', id: uls }, actor, input, null) };
  });
}

/** What a sale authorisation's submission freezes: the authorisation as the form gave it, and the listing's address that names it. */
export interface SaleSnapshot {
  street: string;
  authorisation: SaleAuthorisationBody;
}

/**
 * A listing's sale authorisation (a hand-managed or a feed listing of the site) submitted for
 * approval: what the public site shows of the sale stays as it is until approval writes exactly
 * this. Null when the listing is not the site's.
 */
export async function submitSaleAuthorisation(db: Database, siteId: string, uls: number, actor: Actor, authorisation: SaleAuthorisationBody): Promise<ReviewStep | null> {
  return db.transaction<ReviewStep | null>(async (tx) => {
    // Locks the listing row: a decision or another submission of its sale waits for this one.
    const street = await saleListingStreet(tx, siteId, uls);
    if (street === null) return null;
    const snapshot: SaleSnapshot = { street, authorisation };
    return submit(tx, { siteId, kind: 'sale', id: uls }, actor, snapshot, null);
  });
}

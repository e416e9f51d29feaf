import { articlePublishProblems, liveArticleState, type Snapshot } from '@/lib/editor/article-editor';
import type { PageSnapshot } from '@/lib/cms/page-writes';
import type { Queryable } from '@/lib/db/types';
import { compareVersions, type ComparableVersion, type VersionComparison } from '@/lib/editor/compare-versions';
import { compareListingInputs, compareSaleAuthorisations } from '@/lib/editor/listing-comparison';
import { pagePublishProblems } from '@/lib/editor/page-publish-problems';
import { getSaleAuthorisation } from '@/lib/listings/sale-authorisation';
import type { ManualListing } from '@/lib/listings/sources/manual-input';
import { getManualListing } from '@/lib/listings/sources/manual';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { articleComparable, type ArticleState } from '@/lib/editor/version-sides';
import type { Localized } from '@/lib/i18n/locales';
import { itemSteps, openSubmissions, pendingSubmission, type ReviewItem, type ReviewStep, type Submission } from './steps';
import type { SaleSnapshot } from './submit';

/** One line of /qa/review: the submission, what it changes against the online version, and the publish checks on it. */
export interface QueueEntry {
  submission: Omit<Submission, 'snapshot'>;
  title: Localized<string>;
  comparison: VersionComparison;
  /** The publish checks (blocks, alt text, advertising rules, French first, person in charge) on the frozen version: empty when it passes. */
  problems: BlockIssue[];
}

/** The queue carries the comparison, not the frozen version itself (it can be 200 blocks). */
function withoutSnapshot(s: Submission): Omit<Submission, 'snapshot'> {
  const copy: Partial<Submission> = { ...s };
  delete copy.snapshot;
  return copy as Omit<Submission, 'snapshot'>;
}

const EMPTY: ComparableVersion = { fields: {}, blocks: [] };

async function pageEntry(db: Queryable, s: Submission): Promise<QueueEntry> {
  const snapshot = s.snapshot as PageSnapshot;
  const rows = await db.query<{ published: PageSnapshot | null }>('select published from pages where id = $1 and site_id = $2', [s.itemId, s.siteId]);
  const live = rows[0]?.published;
  const before = live ? { fields: { title: live.title ?? {}, seo: live.seo ?? {} }, blocks: live.content ?? [] } : EMPTY;
  const after = { fields: { title: snapshot.title ?? {}, seo: snapshot.seo ?? {} }, blocks: snapshot.content ?? [] };
  return { submission: withoutSnapshot(s), title: snapshot.title ?? {}, comparison: compareVersions(before, after), problems: await pagePublishProblems(db, s.siteId, s.itemId, snapshot) };
}

async function articleEntry(db: Queryable, s: Submission): Promise<QueueEntry> {
  const snapshot = s.snapshot as Snapshot;
  const live = await liveArticleState(db, s.siteId, s.itemId);
  // An article never online compares against nothing: all of it is new to visitors.
  const before = live && live.published ? articleComparable(live as unknown as ArticleState) : EMPTY;
  return {
    submission: withoutSnapshot(s),
    title: snapshot.title ?? {},
    comparison: compareVersions(before, articleComparable(snapshot as unknown as ArticleState)),
    problems: await articlePublishProblems(db, s.siteId, snapshot),
  };
}

/** A listing's submitted input against the listing as it is online; named by its address. */
async function listingEntry(db: Queryable, s: Submission): Promise<QueueEntry> {
  const snapshot = s.snapshot as ManualListing;
  const live = await getManualListing(db, s.siteId, s.itemId);
  const street = snapshot.unit ? `${snapshot.street}, app. ${snapshot.unit}` : snapshot.street;
  return { submission: withoutSnapshot(s), title: { fr: street, en: street }, comparison: compareListingInputs(live, snapshot), problems: [] };
}

/** A sale authorisation's submission against what is recorded now (what the public site shows of the sale). */
async function saleEntry(db: Queryable, s: Submission): Promise<QueueEntry> {
  const snapshot = s.snapshot as SaleSnapshot;
  const live = await getSaleAuthorisation(db, s.siteId, s.itemId);
  return { submission: withoutSnapshot(s), title: { fr: snapshot.street, en: snapshot.street }, comparison: compareSaleAuthorisations(live, snapshot.authorisation), problems: [] };
}

const entryOf = { page: pageEntry, article: articleEntry, listing: listingEntry, sale: saleEntry };

/** The site's review queue, oldest submission first. */
export async function reviewQueue(db: Queryable, siteId: string): Promise<QueueEntry[]> {
  const open = await openSubmissions(db, siteId);
  return Promise.all(open.map((s) => entryOf[s.kind](db, s)));
}

/** Where an item stands in review, for its editor: the submission waiting (if any) and its steps, newest first. */
export interface ItemReview {
  pending: { id: number; at: string; by: string } | null;
  /** The last decision, when it is the item's latest step (what the author must know now). */
  lastDecision: ReviewStep | null;
  steps: ReviewStep[];
}

export async function itemReview(db: Queryable, item: ReviewItem): Promise<ItemReview> {
  const [pending, steps] = await Promise.all([pendingSubmission(db, item), itemSteps(db, item)]);
  const latest = steps[0];
  const lastDecision = latest && (latest.step === 'approved' || latest.step === 'changes_requested') ? latest : null;
  return { pending: pending ? { id: pending.id, at: pending.at, by: pending.actorName } : null, lastDecision, steps };
}

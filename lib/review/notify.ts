import { reviewDecisionEmail } from '@/lib/emails/review-decision';
import { bareSender } from '@/lib/emails/sender';
import { loadEmailSenderById } from '@/lib/emails/load-sender';
import { publicOrigin } from '@/lib/http/public-origin';
import type { Queryable } from '@/lib/db/types';
import { pick, type Locale, type Localized } from '@/lib/i18n/locales';
import { enqueueMessage } from '@/lib/mail/outbox';
import type { Submission } from './steps';

/** The item's title as the author reads it, from the frozen version. */
function titleOf(submission: Submission, locale: Locale): string {
  const frozen = submission.snapshot as { title?: Localized<string>; street?: string } | null;
  // A listing (and its sale) has no title: its address names it.
  if (submission.kind === 'listing' || submission.kind === 'sale') return frozen?.street || `#${submission.itemId}`;
  return pick(frozen?.title, locale) ?? pick(frozen?.title, 'fr') ?? `#${submission.itemId}`;
}

/**
 * Tells the author of a submission what was decided: an e-mail through the outbox, in the
 * language of their account, with the link to the item on the site's registered origin.
 * Queued in the decision's transaction, so a decision is never left untold. An author whose
 * account is gone is told nothing (the record keeps the step).
 */
export async function notifyAuthor(tx: Queryable, submission: Submission, decision: { decision: 'approved' | 'changes_requested'; reviewer: string; comment: string }): Promise<void> {
  if (submission.actorId === null) return;
  const rows = await tx.query<{ email: string; preferred_locale: string }>('select email, preferred_locale from editors where id = $1', [submission.actorId]);
  const author = rows[0];
  if (!author) return;
  const locale: Locale = author.preferred_locale === 'en' ? 'en' : 'fr';
  const sites = await tx.query<{ name: string; domains: string[] }>('select name, domains from sites where id = $1', [submission.siteId]);
  const site = sites[0];
  if (!site) return;
  const origin = publicOrigin(site);
  const path = { page: `/qa/pages/${submission.itemId}/edit`, article: `/qa/articles/${submission.itemId}`, listing: `/qa/listings/${submission.itemId}`, sale: `/qa/listings/${submission.itemId}` }[submission.kind];
  const sender = (await loadEmailSenderById(tx, submission.siteId, locale)) ?? bareSender(site.name, origin);
  const message = await reviewDecisionEmail(locale, author.email, sender, { ...decision, item: titleOf(submission, locale), link: `${origin}${path}?lang=${locale}` });
  await enqueueMessage(tx, message);
}

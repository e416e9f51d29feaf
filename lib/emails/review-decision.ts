import type { Locale } from '@/lib/i18n/locales';
import type { ComposedEmail } from './content';
import { emailTexts } from './messages';
import { renderEmail } from './render';
import type { EmailSender } from './sender';
import { frenchTypography } from './typography';

/** What the author of a submission is told once it is decided. */
export interface ReviewDecision {
  decision: 'approved' | 'changes_requested';
  /** The page's or article's title in the author's language, or the listing's address. */
  item: string;
  reviewer: string;
  /** The reviewer's words (required when changes are requested). */
  comment: string;
  /** The item in the workspace, on the site's registered origin. */
  link: string;
}

/**
 * The e-mail to a submission's author, in the author's language, in the site's layout: what
 * was decided, by whom, the reviewer's comment, and a button to the item. Staff mail: no
 * broker card, no commercial footer. Names and comments are React text, never HTML.
 */
export function reviewDecisionEmail(locale: Locale, to: string, sender: EmailSender, v: ReviewDecision): Promise<ComposedEmail> {
  const t = emailTexts(locale);
  const ty = (text: string) => frenchTypography(text, locale);
  const subject = ty(t(`review.${v.decision}-subject`, { item: v.item }));
  const lead = ty(t(`review.${v.decision}-body`, { item: v.item, reviewer: v.reviewer }));
  return renderEmail(
    {
      locale,
      subject,
      preview: lead,
      sender,
      blocks: [
        { kind: 'paragraph', text: lead },
        ...(v.comment ? [{ kind: 'fields' as const, rows: [[t('review.comment'), v.comment] as [string, string]] }] : []),
        { kind: 'button', label: t(`review.${v.decision}-action`), url: v.link },
      ],
      commercial: null,
      brokerCard: false,
    },
    to,
  );
}

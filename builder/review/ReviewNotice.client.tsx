'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format/date';
import type { ItemReview } from '@/lib/review/queue';
import workspace from '@/builder/workspace/styles.module.css';
import styles from './styles.module.css';

/**
 * Where the author's item stands in review, above the editor: waiting (since when, by whom),
 * sent back with the reviewer's comment, or approved. Nothing when it was never submitted.
 */
export function ReviewNotice({ review, onWithdraw }: { review: Pick<ItemReview, 'pending' | 'lastDecision'>; onWithdraw?: () => void }) {
  const t = useTranslations('editor.review');
  const locale = useLocale() === 'en' ? 'en' : 'fr';
  const when = (iso: string) => formatDateTime(iso, locale);
  if (review.pending) {
    return (
      <div className={`${workspace.info} ${styles.pendingNotice}`} role="status" data-testid="review-notice" data-state="pending">
        <span>{t('pending', { date: when(review.pending.at), name: review.pending.by })}</span>
        {onWithdraw ? (
          <button type="button" className="btn btn--secondary btn--small" onClick={onWithdraw}>
            {t('withdraw')}
          </button>
        ) : null}
      </div>
    );
  }
  const decision = review.lastDecision;
  if (!decision) return null;
  if (decision.step === 'changes_requested') {
    return (
      <div className={workspace.banner} role="status" data-testid="review-notice" data-state="changes_requested">
        <span>{t('changes-requested', { name: decision.actorName, date: when(decision.at), comment: decision.comment })}</span>
      </div>
    );
  }
  return (
    <div className={workspace.info} role="status" data-testid="review-notice" data-state="approved">
      <span>{t('approved', { name: decision.actorName, date: when(decision.at) })}</span>
    </div>
  );
}

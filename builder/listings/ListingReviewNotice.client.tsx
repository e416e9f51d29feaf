'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import { ReviewNotice } from '@/builder/review/ReviewNotice.client';
import type { ItemReview } from '@/lib/review/queue';

/**
 * Where the listing stands in review, above its form; while the person's own submission waits,
 * with "Withdraw submission" (the listing online never changed, so nothing else moves).
 */
export function ListingReviewNotice({ review, mayWithdraw }: { review: Pick<ItemReview, 'pending' | 'lastDecision'>; mayWithdraw: boolean }) {
  const t = useTranslations('editor.review');
  const router = useRouter();
  const [message, setMessage] = useState('');
  const pending = review.pending;
  const withdraw = async () => {
    if (!pending) return;
    const answer = await callEditorApi('POST', `/api/editor/review/${pending.id}/withdraw`);
    setMessage(answer.ok ? t('withdrawn') : t('queue.error', { message: answer.body.message ?? String(answer.status) }));
    if (answer.ok) router.refresh();
  };
  return (
    <>
      <ReviewNotice review={review} onWithdraw={pending && mayWithdraw ? () => void withdraw() : undefined} />
      {message ? <p role="status">{message}</p> : null}
    </>
  );
}

'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatDateTime } from '@/lib/format/date';
import { useEffect, useState } from 'react';
import { callEditorApi } from '@/builder/api';
import type { ItemReview } from '@/lib/review/queue';
import type { ReviewStep } from '@/lib/review/steps';
import styles from './styles.module.css';

/** An item's approval history (the review record, newest first), from `endpoint` (.../review): who, when, which version, the comment. */
export function ReviewHistory({ endpoint }: { endpoint: string }) {
  const t = useTranslations('editor.review.history');
  const [steps, setSteps] = useState<ReviewStep[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void callEditorApi<ItemReview>('GET', endpoint).then((answer) => {
      if (answer.ok) setSteps(answer.body.steps);
      else setError(answer.body.message ?? String(answer.status));
    });
  }, [endpoint]);

  return (
    <section aria-labelledby="review-history-title" className={styles.history}>
      <h3 id="review-history-title">{t('title')}</h3>
      {error ? <p role="alert">{error}</p> : null}
      {steps && steps.length === 0 ? <p>{t('empty')}</p> : null}
      {steps && steps.length > 0 ? (
        <ol className={styles.steps}>
          {steps.map((step) => (
            <StepLine key={step.id} step={step} />
          ))}
        </ol>
      ) : null}
    </section>
  );
}

export function StepLine({ step }: { step: ReviewStep }) {
  const t = useTranslations('editor.review.history');
  const locale = useLocale() === 'en' ? 'en' : 'fr';
  const date = formatDateTime(step.at, locale);
  const label = step.step === 'approved' && step.version !== null ? t('approved-version', { version: step.version }) : t(step.step);
  return (
    <li className={styles.step} data-step={step.step}>
      <strong>{label}</strong> <span className={styles.muted}>{t('by', { name: step.actorName, date })}</span>
      {step.comment ? <q className={styles.comment}>{step.comment}</q> : null}
    </li>
  );
}

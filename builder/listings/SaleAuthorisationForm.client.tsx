'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { ReviewNotice } from '@/builder/review/ReviewNotice.client';
import { StepLine } from '@/builder/review/ReviewHistory.client';
import type { SaleAuthorisationRecord } from '@/lib/listings/sale-authorisation';
import type { ItemReview } from '@/lib/review/queue';
import { FormField } from './FormField';
import styles from './styles.module.css';

/**
 * What the parties of the sale authorised (rule sold_authorisation): advertising the sale,
 * disclosing its price, and when. Until it is recorded a sold listing stays off the sold map
 * and its price is never shown; a feed's listing records it here too (the feed has no field).
 * Where the person's publishing is reviewed, showing more of the sale waits for approval: the
 * form says where that stands and lists the steps (`review`).
 */
export function SaleAuthorisationForm({ uls, record, review = null }: { uls: number; record: SaleAuthorisationRecord; review?: ItemReview | null }) {
  const t = useTranslations('listingsEditor.sale-authorisation');
  const router = useRouter();
  const [advertise, setAdvertise] = useState(record.advertise);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'submitted' | 'error'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setState('saving');
    const response = await fetch(`/api/editor/listings/${uls}/sale-authorisation`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advertise, disclose_price: advertise && data.get('disclose_price') === 'on', authorised_on: String(data.get('authorised_on') ?? '') }),
    }).catch(() => null);
    setState(response?.status === 202 ? 'submitted' : response?.ok ? 'saved' : 'error');
    if (response?.ok) router.refresh();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="sale-authorisation-title">
      <h2 id="sale-authorisation-title">{t('title')}</h2>
      <p>{t('help')}</p>
      {review ? <ReviewNotice review={review} /> : null}
      <p>{record.authorised_on ? t('recorded', { on: record.authorised_on, by: record.recorded_by ?? t('recorded-by-unknown') }) : t('not-recorded')}</p>
      <label>
        <input type="checkbox" name="advertise" checked={advertise} onChange={(e) => setAdvertise(e.target.checked)} /> {t('advertise')}
      </label>
      <label>
        <input type="checkbox" name="disclose_price" defaultChecked={record.disclose_price} disabled={!advertise} /> {t('disclose-price')}
      </label>
      <FormField label={t('authorised-on')}>
        <input name="authorised_on" type="date" required defaultValue={record.authorised_on ?? ''} />
      </FormField>
      <button type="submit" disabled={state === 'saving'}>
        {t('save')}
      </button>
      {state === 'saved' ? <p role="status">{t('saved')}</p> : null}
      {state === 'submitted' ? <p role="status">{t('submitted')}</p> : null}
      {state === 'error' ? <p role="alert">{t('error')}</p> : null}
      {review && review.steps.length > 0 ? (
        <ol aria-label={t('history')}>
          {review.steps.map((step) => (
            <StepLine key={step.id} step={step} />
          ))}
        </ol>
      ) : null}
    </form>
  );
}

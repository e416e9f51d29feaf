'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { SaleAuthorisationRecord } from '@/lib/listings/sale-authorisation';
import { FormField } from './FormField';
import styles from './styles.module.css';

/**
 * What the parties of the sale authorised (rule sold_authorisation): advertising the sale,
 * disclosing its price, and when. Until it is recorded a sold listing stays off the sold map
 * and its price is never shown; a feed's listing records it here too (the feed has no field).
 */
export function SaleAuthorisationForm({ uls, record }: { uls: number; record: SaleAuthorisationRecord }) {
  const t = useTranslations('listingsEditor.sale-authorisation');
  const router = useRouter();
  const [advertise, setAdvertise] = useState(record.advertise);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setState('saving');
    const response = await fetch(`/api/editor/listings/${uls}/sale-authorisation`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advertise, disclose_price: advertise && data.get('disclose_price') === 'on', authorised_on: String(data.get('authorised_on') ?? '') }),
    }).catch(() => null);
    setState(response?.ok ? 'saved' : 'error');
    if (response?.ok) router.refresh();
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="sale-authorisation-title">
      <h2 id="sale-authorisation-title">{t('title')}</h2>
      <p>{t('help')}</p>
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
      {state === 'error' ? <p role="alert">{t('error')}</p> : null}
    </form>
  );
}

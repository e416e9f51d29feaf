'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState, useId } from 'react';
import { ALERT_FREQUENCIES } from '@/lib/alerts/save-search-request';
import type { Locale } from '@/lib/i18n/locales';
import { propertyTypeOptions } from '@/lib/listings/property-types';
import { manageAction } from './actions';
import type { ManageSnapshot, ManageState } from './manage-state';
import styles from './styles.module.css';
import sheet from '@/components/page/sheet.module.css';

const COUNTS = [1, 2, 3, 4, 5] as const;

/**
 * The manage page (signed link, no account): frequency and the main criteria, pause or
 * resume, and deleting the search with the address's data. Each form posts to one server
 * action (works without JavaScript) and the page shows the answer in place.
 */
export function ManageForms({
  token,
  locale,
  initial,
  municipalityNames,
  resultsPath,
}: {
  token: string;
  locale: Locale;
  initial: ManageSnapshot;
  /** Names of the search's municipalities by code (the form can untick them). */
  municipalityNames: Record<string, string>;
  /** The search page with these criteria. */
  resultsPath: string;
}) {
  const t = useTranslations('alerts');
  const ids = useId();
  const [state, action, pending] = useActionState<ManageState, FormData>(manageAction, { snapshot: initial, notice: null, error: null, deleted: false });

  if (state.deleted) {
    return (
      <div className={sheet.card} role="status">
        <h1 className={sheet.title}>{t('manage.deleted-title')}</h1>
        <p>{t('manage.deleted-message')}</p>
      </div>
    );
  }
  const view = state.snapshot ?? initial;
  const { criteria } = view;
  const paused = view.status === 'paused' || view.status === 'unsubscribed';
  const hidden = (
    <>
      <input type="hidden" name="t" value={token} />
      <input type="hidden" name="locale" value={locale} />
    </>
  );
  const errorText =
    state.error === 'invalid' || state.error === 'expired' ? t(`link.${state.error}-message`) : state.error ? t(`manage.${state.error}`) : null;

  return (
    <div className={styles.stack}>
      <div className={sheet.card}>
        <h1 className={sheet.title}>{t('manage.title')}</h1>
        <dl className={styles.facts}>
          <dt>{t('page.email')}</dt>
          <dd>{view.email}</dd>
          <dt>{t('page.criteria')}</dt>
          <dd className={styles.criteria}>{view.description}</dd>
          <dt>{t('manage.status')}</dt>
          <dd data-status={view.status}>{t(`manage.status-${view.status}`)}</dd>
        </dl>
        <p>
          <Link href={resultsPath}>{t('page.see-results')}</Link>
        </p>
        {state.notice ? (
          <p className={styles.notice} role="status">
            {t(`manage.${state.notice}`)}
          </p>
        ) : null}
        {errorText ? (
          <p className={styles.error} role="alert">
            {errorText}
          </p>
        ) : null}
        {view.status === 'unsubscribed' ? <p className={styles.muted}>{t('manage.unsubscribed-note')}</p> : null}
        <form action={action} className={styles.actions}>
          {hidden}
          <button type="submit" name="intent" value={paused ? 'resume' : 'pause'} className="btn btn--secondary" disabled={pending}>
            {paused ? t('manage.resume') : t('manage.pause')}
          </button>
        </form>
      </div>

      <form action={action} className={sheet.card}>
        {hidden}
        <h2 className={styles.subtitle}>{t('manage.criteria-legend')}</h2>
        <div className={styles.grid}>
          <label className={styles.field}>
            <span>{t('page.frequency')}</span>
            <select name="frequency" defaultValue={view.frequency} key={`f${view.frequency}`}>
              {ALERT_FREQUENCIES.map((value) => (
                <option key={value} value={value}>
                  {t(`save.frequency-${value}`)}
                </option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('manage.transaction')}</span>
            <select name="forSaleForRent" defaultValue={criteria.forSaleForRent ?? ''}>
              <option value="">{t('manage.transaction-any')}</option>
              <option value="buy">{t('manage.transaction-buy')}</option>
              <option value="rent">{t('manage.transaction-rent')}</option>
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('manage.price-min')}</span>
            <input name="price_min" inputMode="numeric" defaultValue={criteria.price_min ?? ''} autoComplete="off" />
          </label>
          <label className={styles.field}>
            <span>{t('manage.price-max')}</span>
            <input name="price_max" inputMode="numeric" defaultValue={criteria.price_max ?? ''} autoComplete="off" />
          </label>
          <label className={styles.field}>
            <span>{t('manage.bedrooms')}</span>
            <select name="bedrooms" defaultValue={criteria.bedrooms ?? ''}>
              <option value="">{t('manage.any')}</option>
              {COUNTS.map((n) => (
                <option key={n} value={n}>{`${n}+`}</option>
              ))}
            </select>
          </label>
          <label className={styles.field}>
            <span>{t('manage.bathrooms')}</span>
            <select name="bathrooms" defaultValue={criteria.bathrooms ?? ''}>
              <option value="">{t('manage.any')}</option>
              {COUNTS.map((n) => (
                <option key={n} value={n}>{`${n}+`}</option>
              ))}
            </select>
          </label>
        </div>
        <fieldset className={styles.checks}>
          <legend>{t('manage.types')}</legend>
          {propertyTypeOptions(locale).map((option) => (
            <label key={option.code} className={styles.check}>
              <input type="checkbox" name="type" value={option.code} defaultChecked={criteria.type.includes(option.code)} />
              <span>{option.label}</span>
            </label>
          ))}
        </fieldset>
        {criteria.mun.length > 0 ? (
          <fieldset className={styles.checks}>
            <legend>{t('manage.municipalities')}</legend>
            {criteria.mun.map((code) => (
              <label key={code} className={styles.check}>
                <input type="checkbox" name="mun" value={code} defaultChecked />
                <span>{municipalityNames[code] ?? code}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className={styles.actions}>
          <button type="submit" name="intent" value="save" className="btn btn--primary" disabled={pending}>
            {t('manage.save')}
          </button>
        </div>
      </form>

      <form action={action} className={`${sheet.card} ${styles.danger}`}>
        {hidden}
        <h2 className={styles.subtitle}>{t('manage.delete-legend')}</h2>
        <p>{t('manage.delete-text')}</p>
        <div className={styles.check}>
          <input id={`${ids}-confirm`} type="checkbox" name="delete_confirm" required />
          <label htmlFor={`${ids}-confirm`}>{t('manage.delete-confirm')}</label>
        </div>
        <div className={styles.actions}>
          <button type="submit" name="intent" value="delete" className="btn btn--secondary" disabled={pending}>
            {t('manage.delete')}
          </button>
        </div>
      </form>
    </div>
  );
}

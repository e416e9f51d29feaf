'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { AlertFrequency } from '@/lib/alerts/public-api';
import type { Locale } from '@/lib/i18n/locales';
import { confirmAction } from './actions';
import type { ConfirmState } from './manage-state';
import styles from './styles.module.css';

interface ConfirmFormProps {
  token: string;
  locale: Locale;
  description: string;
  frequency: AlertFrequency;
  resultsPath: string;
  /** The address, when the search was confirmed before this visit (the page then says so at once). */
  confirmedEmail: string | null;
}

/**
 * The confirmation page's one button: a POST, so the mail scanners that GET the e-mail's
 * link confirm nothing; then it says the alert is confirmed and links to the results.
 */
export function ConfirmForm({ token, locale, description, frequency, resultsPath, confirmedEmail }: ConfirmFormProps) {
  const t = useTranslations('alerts');
  const initial: ConfirmState = confirmedEmail ? { done: true, email: confirmedEmail, already: true } : { done: false, error: null };
  const [state, action, pending] = useActionState<ConfirmState, FormData>(confirmAction, initial);
  const facts = (
    <dl className={styles.facts}>
      <dt>{t('page.criteria')}</dt>
      <dd className={styles.criteria}>{description}</dd>
      <dt>{t('page.frequency')}</dt>
      <dd>{t(`save.frequency-${frequency}`)}</dd>
    </dl>
  );
  if (state.done) {
    return (
      <div className={styles.card} role="status">
        <h1 className={styles.title}>{t('confirm.done-title')}</h1>
        <p>{t('confirm.done-message', { email: state.email })}</p>
        {state.already ? <p>{t('confirm.already')}</p> : null}
        {facts}
        <div className={styles.actions}>
          <Link href={resultsPath} className="btn btn--primary">
            {t('page.see-results')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <form action={action} className={styles.card}>
      <h1 className={styles.title}>{t('confirm.title')}</h1>
      <p>{t('confirm.intro')}</p>
      {facts}
      <input type="hidden" name="t" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {state.error ? (
        <p className={styles.error} role="alert">
          {t(`link.${state.error}-message`)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t('confirm.button')}
        </button>
      </div>
    </form>
  );
}

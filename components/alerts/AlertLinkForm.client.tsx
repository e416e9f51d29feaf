'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { AlertFrequency } from '@/lib/alerts/public-api';
import type { Locale } from '@/lib/i18n/locales';
import { confirmAction, unsubscribeAction } from './actions';
import type { LinkActionState } from './manage-state';
import styles from './styles.module.css';
import sheet from '@/components/page/sheet.module.css';

/** What differs between the two one-button pages; their messages are `alerts.<kind>.*`. */
const KINDS = {
  confirm: { action: confirmAction, nextLabel: 'page.see-results', nextClass: 'btn btn--primary' },
  unsubscribe: { action: unsubscribeAction, nextLabel: 'unsubscribe.manage-link', nextClass: 'btn btn--secondary' },
} as const;

interface AlertLinkFormProps {
  kind: keyof typeof KINDS;
  token: string;
  locale: Locale;
  /** The criteria in words. */
  description: string;
  /** Shown beside the criteria when given (the confirmation says how often it will write). */
  frequency?: AlertFrequency;
  /** Where the page leads once done: the results (confirm), the manage page (unsubscribe). */
  nextPath: string;
  /** The address, when the search was confirmed before this visit (the page then says so at once). */
  doneEmail?: string | null;
}

/**
 * The confirm and unsubscribe pages' one button: a POST, so the mail scanners that GET the
 * e-mail's link change nothing; then the page says it is done and links onward.
 */
export function AlertLinkForm({ kind, token, locale, description, frequency, nextPath, doneEmail }: AlertLinkFormProps) {
  const t = useTranslations('alerts');
  const { action: submit, nextLabel, nextClass } = KINDS[kind];
  const initial: LinkActionState = doneEmail ? { done: true, email: doneEmail, already: true } : { done: false, error: null };
  const [state, action, pending] = useActionState<LinkActionState, FormData>(submit, initial);
  const details = frequency ? (
    <dl className={styles.facts}>
      <dt>{t('page.criteria')}</dt>
      <dd className={styles.criteria}>{description}</dd>
      <dt>{t('page.frequency')}</dt>
      <dd>{t(`save.frequency-${frequency}`)}</dd>
    </dl>
  ) : (
    <p className={styles.criteria}>{description}</p>
  );
  if (state.done) {
    return (
      <div className={sheet.card} role="status">
        <h1 className={sheet.title}>{t(`${kind}.done-title`)}</h1>
        <p>{t(`${kind}.done-message`, { email: state.email })}</p>
        {state.already ? <p>{t('confirm.already')}</p> : null}
        {details}
        <div className={styles.actions}>
          <Link href={nextPath} className={nextClass}>
            {t(nextLabel)}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <form action={action} className={sheet.card}>
      <h1 className={sheet.title}>{t(`${kind}.title`)}</h1>
      <p>{t(`${kind}.intro`)}</p>
      {details}
      <input type="hidden" name="t" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {state.error ? (
        <p className={styles.error} role="alert">
          {t(`link.${state.error}-message`)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t(`${kind}.button`)}
        </button>
      </div>
    </form>
  );
}

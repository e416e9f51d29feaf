'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { unsubscribeAction } from './actions';
import type { UnsubscribeState } from './manage-state';
import styles from './styles.module.css';

/**
 * The unsubscribe landing's one button: a POST, so the link scanners that GET
 * the e-mail's link change nothing; then it says it is done and offers the manage page.
 */
export function UnsubscribeForm({ token, locale, description, managePath }: { token: string; locale: Locale; description: string; managePath: string }) {
  const t = useTranslations('alerts');
  const [state, action, pending] = useActionState<UnsubscribeState, FormData>(unsubscribeAction, { done: false, error: null });
  if (state.done) {
    return (
      <div className={styles.card} role="status">
        <h1 className={styles.title}>{t('unsubscribe.done-title')}</h1>
        <p>{t('unsubscribe.done-message', { email: state.email })}</p>
        <p className={styles.criteria}>{description}</p>
        <Link href={managePath} className="btn btn--secondary">
          {t('unsubscribe.manage-link')}
        </Link>
      </div>
    );
  }
  return (
    <form action={action} className={styles.card}>
      <h1 className={styles.title}>{t('unsubscribe.title')}</h1>
      <p>{t('unsubscribe.intro')}</p>
      <p className={styles.criteria}>{description}</p>
      <input type="hidden" name="t" value={token} />
      <input type="hidden" name="locale" value={locale} />
      {state.error ? (
        <p className={styles.error} role="alert">
          {t(`link.${state.error}-message`)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className="btn btn--primary" disabled={pending}>
          {t('unsubscribe.button')}
        </button>
      </div>
    </form>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/builder/account/styles.module.css';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { localeInfo } from '@/lib/i18n/locales';

/** What requireRole's forbidden() shows (403): the role here does not open this page; where the account can go. */
export default async function QaForbidden() {
  const locale = await getQaLocale();
  const t = await getTranslations({ locale, namespace: 'accounts' });
  return (
    <main className={styles.page} lang={localeInfo[locale].iso}>
      <h1>{t('forbidden.title')}</h1>
      <p>{t('forbidden.body')}</p>
      <ul>
        <li>
          <Link href="/qa/account">{t('forbidden.account')}</Link>
        </li>
        <li>
          <Link href="/qa/leads">{t('forbidden.leads')}</Link>
        </li>
        <li>
          <Link href="/qa/members">{t('forbidden.members')}</Link>
        </li>
      </ul>
    </main>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/builder/account/styles.module.css';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { localeInfo } from '@/lib/i18n/locales';

/** A /qa address no screen serves (404), inside the workspace shell and in its language. */
export default async function QaNotFound() {
  const locale = await getQaLocale();
  const t = await getTranslations({ locale, namespace: 'qa' });
  return (
    <main className={styles.page} lang={localeInfo[locale].iso}>
      <h1>{t('not-found.title')}</h1>
      <p>{t('not-found.body')}</p>
      <p>
        <Link href="/qa">{t('not-found.home')}</Link>
      </p>
    </main>
  );
}

import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import type { AdminSite } from '@/lib/site/site-admin';
import { presetNames } from '@/lib/theme';
import { loadMessages } from '@/locales';
import styles from '@/builder/account/styles.module.css';
import { SitesScreen } from './SitesScreen.client';

/** /qa/sites: the heading and the interactive list and form (client leaf). */
export async function SitesPage({ sites, locale }: { sites: AdminSite[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'accounts.sites' });
  return (
    <NextIntlClientProvider locale={locale} messages={{ accounts: loadMessages(locale).accounts }}>
      <main className={styles.page} lang={localeInfo[locale].iso}>
        <h1>{t('title')}</h1>
        <p className={styles.muted}>{t('intro')}</p>
        <SitesScreen sites={sites} presets={presetNames} />
      </main>
    </NextIntlClientProvider>
  );
}

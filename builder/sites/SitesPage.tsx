import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { type Locale } from '@/lib/i18n/locales';
import type { AdminSite } from '@/lib/site/site-admin';
import { presetNames } from '@/lib/theme';
import { loadMessages } from '@/locales';
import { SitesScreen } from './SitesScreen.client';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';

/** /qa/sites: the heading and the interactive list and form (client leaf). */
export async function SitesPage({ sites, locale }: { sites: AdminSite[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'accounts.sites' });
  return (
    <NextIntlClientProvider locale={locale} messages={{ accounts: loadMessages(locale).accounts }}>
      <WorkspacePage locale={locale}>
        <PageHeader title={t('title')} lead={t('intro')} />
        <SitesScreen sites={sites} presets={presetNames} />
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}

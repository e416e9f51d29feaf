import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { qaClientMessages } from '@/builder/workspace/workspace-props';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { identityOf } from '@/lib/compliance/identity';
import { getDb } from '@/lib/db';
import { listEditorMembers } from '@/lib/members/queries';
import { displayName } from '@/lib/members/present';
import { settingsFormValues } from './settings-input';
import { SettingsForm } from './SettingsForm.client';
import { AdvertisingForm } from './AdvertisingForm.client';
import { ScriptTagsForm } from './ScriptTagsForm.client';
import { PrivacyOfficerForm } from './PrivacyOfficerForm.client';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { kitClass } from '@/builder/shell/button';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { ReviewSettingsForm } from './ReviewSettingsForm.client';
import { reviewSettingsOf } from '@/lib/review/settings';
import { RetentionForm } from './RetentionForm.client';
import { retentionMonths } from '@/lib/my-data/retention';

interface SettingsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: SettingsPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.settings' });
  return { title: t('title') };
}

/** /qa/general-settings and /qa/parametres-generaux: the site's theme and branding version, its advertising statements, whose publishing waits for approval, the person in charge of personal information and the script tags. */
export default async function GeneralSettingsPage({ searchParams }: SettingsPageProps) {
  await requireEntry('settings', '/qa/general-settings');
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site) notFound();
  const t = await getTranslations({ locale, namespace: 'editor.settings' });
  const sitesT = await getTranslations({ locale, namespace: 'accounts.sites' });
  return (
    <NextIntlClientProvider locale={locale} messages={qaClientMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <WorkspacePage locale={locale}>
        <PageHeader title={t('title')} lead={t('intro')} />
        <p data-testid="site-export">
          {sitesT('export-site')}{' '}
          <a href={`/api/sites/${encodeURIComponent(site.id)}/export`} download>
            {sitesT('export')}
          </a>
          {' · '}
          <a href={`/api/sites/${encodeURIComponent(site.id)}/export?leads=1`} download>
            {sitesT('export-leads')}
          </a>
        </p>
        {/* Each form in its panel: a heading with room above it, its save button under its own fields. */}
        <section className={kitClass.panel}>
          <SettingsForm initial={settingsFormValues(site)} />
        </section>
        <section className={kitClass.panel}>
          <AdvertisingForm
            initial={identityOf(site.advertising)}
            members={(await listEditorMembers(await getDb(), site.id)).map((m) => ({ id: m.id, label: `${displayName(m)} (${m.slug})` }))}
          />
        </section>
        <section className={kitClass.panel}>
        <ReviewSettingsForm initial={reviewSettingsOf(site)} />
          <PrivacyOfficerForm initial={site.metadata.privacy_officer} />
        <RetentionForm initial={retentionMonths(site.metadata)} />
        </section>
        <section className={kitClass.panel}>
          <ScriptTagsForm initial={site.metadata.tags ?? []} />
        </section>
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { FeedsScreen } from '@/builder/feeds/FeedsScreen';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { feedsWithRuns } from '@/lib/listings/sources/feeds';
import { loadMessages } from '@/locales';
import { WorkspacePage } from '@/builder/shell/kit';

interface FeedsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: FeedsPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'listingsEditor.feeds' });
  return { title: t('title') };
}

/** /qa/feeds: the site's listing feeds (builder/feeds). */
export default async function FeedsPage({ searchParams }: FeedsPageProps) {
  await requireEntry('feeds');
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site) notFound();
  const feeds = await feedsWithRuns(await getDb(), site.id);
  return (
    <NextIntlClientProvider locale={locale} messages={{ listingsEditor: loadMessages(locale).listingsEditor }}>
      <WorkspacePage locale={locale}>
        <FeedsScreen feeds={feeds} locale={locale} />
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}

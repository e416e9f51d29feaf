import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import type { Metadata } from 'next';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { requireEntry } from '@/builder/shell/require-entry';
import { qaClientMessages } from '@/builder/workspace/workspace-props';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { reviewQueue } from '@/lib/review/queue';
import { ReviewQueue } from './ReviewQueue.client';

interface ReviewPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: ReviewPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.review.queue' });
  return { title: t('title') };
}

/**
 * /qa/review: the submissions waiting for a decision on this site (site admins and the
 * executive officer), each with what it changes against the online version and the publish
 * checks on the submitted version.
 */
export default async function ReviewPage({ searchParams }: ReviewPageProps) {
  const me = await requireEntry('review');
  const locale = await getQaLocale(await searchParams);
  const t = await getTranslations({ locale, namespace: 'editor.review.queue' });
  const entries = await reviewQueue(await getDb(), me.site.id);
  return (
    <NextIntlClientProvider locale={locale} messages={qaClientMessages(locale)} timeZone={SITE_TIME_ZONE}>
      <WorkspacePage locale={locale}>
        <PageHeader title={t('title')} lead={t('intro')} />
        <ReviewQueue entries={entries} viewerId={me.id} />
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { MediaLibrary } from '@/builder/media/MediaLibrary.client';
import { mediaText } from '@/builder/media/media-text';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { localeInfo } from '@/lib/i18n/locales';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';

interface MediaPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: MediaPageProps): Promise<Metadata> {
  return { title: mediaText(await getQaLocale(await searchParams)).title };
}

/** /qa/media: the site's media library (builder/media). */
export default async function MediaPage({ searchParams }: MediaPageProps) {
  await requireEntry('media');
  const locale = await getQaLocale(await searchParams);
  if (!(await getRequestSite())) notFound();
  const text = mediaText(locale);
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={text.title} lead={text.intro} />
      <MediaLibrary text={text} lang={localeInfo[locale].iso} />
    </WorkspacePage>
  );
}

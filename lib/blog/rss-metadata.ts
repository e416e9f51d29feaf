import type { Metadata } from 'next';
import type { PageResponse } from '@/lib/content/types';
import type { Locale } from '@/lib/i18n/locales';
import { specialPaths } from '@/lib/i18n/routes';
import { ARCHIVE_BLOCK } from './server-data';

/** A page showing the posts archive links the feed of its language from its head. */
export function withRssAlternate(metadata: Metadata, page: PageResponse, locale: Locale): Metadata {
  if (!page.content.some((block) => block.block_type === ARCHIVE_BLOCK)) return metadata;
  const url = `/${locale}${specialPaths.blog[locale]}/rss.xml`;
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': [{ url, title: locale === 'fr' ? 'Blogue (RSS)' : 'Blog (RSS)' }] } },
  };
}

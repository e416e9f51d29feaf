import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { type Locale } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';

/** The props Next gives a collection screen's page. */
export interface CollectionScreenProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** generateMetadata of a collection screen: its title (a key of the collectionsEditor messages). */
export function collectionMetadata(titleKey: string) {
  return async ({ searchParams }: CollectionScreenProps): Promise<Metadata> => {
    const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'collectionsEditor' });
    return { title: t(titleKey as never) };
  };
}

/** What every collection screen checks and reads first: the editor's session, the workspace language, the request's site. */
export async function openCollectionScreen(path: string, { searchParams }: CollectionScreenProps) {
  await requireRole('editor', path);
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site) notFound();
  const t = await getTranslations({ locale, namespace: 'collectionsEditor' });
  return { locale, site, t };
}

/** The frame of a collection screen (offices, partners): back link, title, intro, then its editors. */
export function CollectionScreen({ locale, title, intro, children }: { locale: Locale; title: string; intro: string; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={locale} messages={{ collectionsEditor: loadMessages(locale).collectionsEditor }}>
      <WorkspacePage locale={locale}>
        <p>
          <Link href="/qa">← /qa</Link>
        </p>
        <PageHeader title={title} lead={intro} />
        {children}
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}

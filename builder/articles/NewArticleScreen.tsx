import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { loadMessages } from '@/locales';
import { ArticleDetailsEditor } from './ArticleDetailsEditor.client';
import { articleFormFields } from './editor-data';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { backTo } from '@/builder/shell/back-to';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'collectionsEditor' });
  return { title: t('articles-new') };
}

/** /qa/articles/new: the details of a new article; its content is composed once it exists. */
export default async function NewArticlePage({ searchParams }: Props) {
  await requireRole('editor', '/qa/articles/new');
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site) notFound();
  const t = await getTranslations({ locale, namespace: 'collectionsEditor' });
  const fields = await articleFormFields(await getDb(), site.id, locale);
  return (
    <NextIntlClientProvider locale={locale} messages={{ collectionsEditor: loadMessages(locale).collectionsEditor }}>
      <WorkspacePage locale={locale}>
        <PageHeader title={t('articles-new')} back={await backTo('articles', locale)} />
        <ArticleDetailsEditor id={null} fields={fields} article={null} />
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { BlocksEditorLoader } from '@/builder/workspace/BlocksEditorLoader.client';
import { qaClientMessages, workspaceProps } from '@/builder/workspace/workspace-props';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { findArticleForEditor } from '@/lib/editor/article-editor';
import { getRequestSite } from '@/lib/sites/request-site';
import type { Block } from '@/lib/content/types';
import { getDb } from '@/lib/db';
import { isLocale, pick } from '@/lib/i18n/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'collectionsEditor' });
  return { title: t('articles-content') };
}

/** /qa/articles/{id}/content?locale=fr: one language's body of the article, composed in Puck. */
export default async function ArticleContentPage({ params, searchParams }: Props) {
  const { id: rawId } = await params;
  const query = await searchParams;
  await requireRole('editor', `/qa/articles/${rawId}/content`);
  const id = /^[1-9]\d{0,14}$/.test(rawId) ? Number(rawId) : null;
  const contentLocale = typeof query.locale === 'string' && isLocale(query.locale) ? query.locale : 'fr';
  const qaLocale = await getQaLocale(query);
  const site = await getRequestSite();
  if (!site || id === null) notFound();
  const article = await findArticleForEditor(await getDb(), site.id, id);
  if (!article) notFound();
  const t = await getTranslations({ locale: qaLocale, namespace: 'collectionsEditor' });
  const te = await getTranslations({ locale: qaLocale, namespace: 'editor' });
  const title = `${pick(article.title, contentLocale) ?? pick(article.title, qaLocale) ?? ''} — ${t(`language.${contentLocale}`)}`;
  return (
    <NextIntlClientProvider locale={qaLocale} messages={qaClientMessages(qaLocale)} timeZone={SITE_TIME_ZONE}>
      <BlocksEditorLoader
        {...workspaceProps(site, qaLocale)}
        title={title}
        blocks={(article.main_content?.[contentLocale] ?? []) as Block[]}
        scope="article"
        fixedLocale={contentLocale}
        saveUrl={`/api/editor/articles/${id}/content`}
        blocksKey="blocks"
        extra={{ locale: contentLocale }}
        saveLabel={te('workspace.save')}
        backHref={`/qa/articles/${id}`}
        backLabel={t('articles-back-to-article')}
      />
    </NextIntlClientProvider>
  );
}

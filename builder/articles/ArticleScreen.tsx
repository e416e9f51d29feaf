import { SITE_TIME_ZONE } from '@/lib/format/date';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import styles from '@/builder/collections/styles.module.css';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { findArticleForEditor, listArticleVersions } from '@/lib/editor/article-editor';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { locales, pick } from '@/lib/i18n/locales';
import { blogPostPath } from '@/lib/i18n/routes';
import { loadMessages } from '@/locales';
import { ArticleDetailsEditor } from './ArticleDetailsEditor.client';
import { ArticlePublication } from './ArticlePublication.client';
import { ArticleVersions } from './ArticleVersions.client';
import { ReviewHistory } from '@/builder/review/ReviewHistory.client';
import { ReviewNotice } from '@/builder/review/ReviewNotice.client';
import { itemReview } from '@/lib/review/queue';
import { reviewApplies } from '@/lib/review/settings';
import { articleFormFields } from './editor-data';
import { formatDateTime } from '@/lib/format';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { button } from '@/builder/shell/button';
import { backTo } from '@/builder/shell/back-to';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'collectionsEditor' });
  return { title: t('articles-edit') };
}

/** /qa/articles/{id}: the details, a composer per language for the content, and the versions. */
export default async function ArticlePage({ params, searchParams }: Props) {
  const { id: rawId } = await params;
  const me = await requireRole('editor', `/qa/articles/${rawId}`);
  const id = /^[1-9]\d{0,14}$/.test(rawId) ? Number(rawId) : null;
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site || id === null) notFound();
  const db = await getDb();
  const article = await findArticleForEditor(db, site.id, id);
  if (!article) notFound();
  const [fields, versions, review] = await Promise.all([
    articleFormFields(db, site.id, locale),
    listArticleVersions(db, site.id, id),
    itemReview(db, { siteId: site.id, kind: 'article', id }),
  ]);
  const t = await getTranslations({ locale, namespace: 'collectionsEditor' });
  const viewLocale = article.slug[locale] ? locale : 'fr';
  const viewSlug = article.slug[viewLocale];
  // The preview opens a language that has a slug and content in the state being edited.
  const previewLocale = [locale, ...locales].find((l) => article.slug[l] && (article.main_content?.[l]?.length ?? 0) > 0);
  const previewPath = previewLocale ? `/${previewLocale}${blogPostPath(previewLocale, article.slug[previewLocale]!, id)}` : null;
  return (
    <NextIntlClientProvider locale={locale} messages={{ collectionsEditor: loadMessages(locale).collectionsEditor, editor: { versions: loadMessages(locale).editor.versions, review: loadMessages(locale).editor.review } }} timeZone={SITE_TIME_ZONE}>
      <WorkspacePage locale={locale}>
        <PageHeader
          title={pick(article.title, locale) ?? t('articles-edit')}
          back={await backTo('articles', locale)}
          actions={
            viewSlug && article.live ? (
              <a className={button('secondary')} href={`/${viewLocale}${blogPostPath(viewLocale, viewSlug, id)}`}>
                {t('articles-view')}
              </a>
            ) : null
          }
        />
        <ReviewNotice review={review} />
        <ArticlePublication id={id} live={article.live} visible={article.visible} hasDraft={article.has_draft} previewPath={previewPath} review={reviewApplies(site, me.role)} />
        <section className={styles.section}>
          <h2>{t('articles-details')}</h2>
          <ArticleDetailsEditor id={id} fields={fields} article={article as unknown as Record<string, unknown>} />
        </section>
        <section className={styles.section}>
          <h2>{t('articles-content')}</h2>
          <p className={styles.muted}>{t('articles-content-intro')}</p>
          <ul className={styles.list}>
            {locales.map((l) => (
              <li key={l} className={styles.item}>
                <Link className={button('secondary')} href={`/qa/articles/${id}/content?locale=${l}`}>
                  {t('articles-compose', { language: t(`language.${l}`) })}
                </Link>
                <span className={styles.muted}>{t('articles-has-content', { count: article.main_content?.[l]?.length ?? 0 })}</span>
              </li>
            ))}
          </ul>
        </section>
        <section className={styles.section}>
          <h2>{t('articles-versions')}</h2>
          <ReviewHistory endpoint={`/api/editor/articles/${id}/review`} />
          <ArticleVersions id={id} versions={versions.map((v) => ({ id: v.id, line: t('articles-version-line', { date: formatDateTime(v.created_at, locale), by: v.created_by || '—' }) }))} />
        </section>
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}

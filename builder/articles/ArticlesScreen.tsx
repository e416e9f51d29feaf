import type { Metadata } from 'next';
import Link from 'next/link';
import { NextIntlClientProvider } from 'next-intl';
import { CollectionEditor } from '@/builder/collections/CollectionEditor.client';
import type { FieldSpec } from '@/builder/collections/field-spec';
import { loadMessages } from '@/locales';
import { getTranslations } from 'next-intl/server';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { listCategories } from '@/lib/blog/service';
import { listAllArticles } from '@/lib/blog/writes';
import { getRequestSite } from '@/lib/sites/request-site';
import { ScheduleCell, scheduleLabels } from '@/builder/schedules/ScheduleCell';
import { schedulesByItem } from '@/lib/schedules/manage';
import type { Schedule } from '@/lib/schedules/types';
import { formatDateMedium } from '@/lib/format';
import { getDb } from '@/lib/db';
import { pick } from '@/lib/i18n/locales';
import { blogPostPath } from '@/lib/i18n/routes';
import { ArticleActions } from './ArticleActions.client';
import { reviewApplies } from '@/lib/review/settings';
import styles from './styles.module.css';
import { DataTable, PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { button } from '@/builder/shell/button';

const categoryFields: FieldSpec[] = [{ key: 'label', kind: 'localized', required: true }];

interface ArticlesPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: ArticlesPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'blogQa' });
  return { title: t('title') };
}

/** The editors' blog articles: every article of the site with its languages, categories and state. */
export default async function ArticlesPage({ searchParams }: ArticlesPageProps) {
  const me = await requireEntry('articles');
  const locale = await getQaLocale(await searchParams);
  const t = await getTranslations({ locale, namespace: 'blogQa' });
  const tc = await getTranslations({ locale, namespace: 'collectionsEditor' });
  const site = await getRequestSite();
  const db = await getDb();
  const [articles, categories, schedules] = site
    ? await Promise.all([listAllArticles(db, site.id), listCategories(db, site.id, locale), schedulesByItem(db, site.id, 'article')])
    : [[], [], {} as Record<number, Schedule[]>];
  const scheduleText = scheduleLabels(locale);
  // Where this person's publishing is reviewed, the route submits the article: the button says so.
  const reviewed = site ? reviewApplies(site, me.role) : false;
  const review = await getTranslations({ locale, namespace: 'editor.review' });
  const labels = { publish: reviewed ? review('submit') : t('publish'), unpublish: t('unpublish'), delete: t('delete'), confirm: t('confirm-delete'), failed: t('failed'), submitted: review('submitted') };

  return (
    <WorkspacePage locale={locale}>
      <PageHeader
        title={t('title')}
        lead={t('count', { count: articles.length })}
        actions={
          <Link href="/qa/articles/new" className={button('primary')}>
          {tc('articles-new')}
        </Link>
        }
      />
      <NextIntlClientProvider locale={locale} messages={{ collectionsEditor: loadMessages(locale).collectionsEditor }}>
        <CollectionEditor
          api="/api/editor/blog-categories"
          heading={t('categories')}
          newLabel={tc('categories-new')}
          fields={categoryFields}
          items={categories.map((c) => ({
            row: { id: Number(c.id), title: pick(c.label, locale) ?? '', subtitle: t('category-count', { count: c.articles_count }), thumb: null, href: null },
            data: { label: c.label },
          }))}
        />
      </NextIntlClientProvider>
      <DataTable
        className={styles.table}
        rows={articles}
        rowKey={(a) => a.id}
        columns={[
          {
            key: 'title',
            header: t('col-title'),
            cell: (a) => {
              const slug = a.slug[locale] ?? a.slug.fr;
              const viewLocale = a.locales.includes(locale) ? locale : 'fr';
              return (
                <>
                  <Link href={`/qa/articles/${a.id}`}>{pick(a.title, locale) || `#${a.id}`}</Link>
                  {slug && a.published ? (
                    <>
                      {' · '}
                      <a href={`/${viewLocale}${blogPostPath(viewLocale, a.slug[viewLocale] ?? slug, a.id)}`}>{tc('articles-view')}</a>
                    </>
                  ) : null}
                </>
              );
            },
          },
          { key: 'languages', header: t('col-languages'), cell: (a) => a.locales.map((l) => l.toUpperCase()).join(' · ') },
          { key: 'categories', header: t('col-categories'), cell: (a) => (a.categories ?? []).map((c) => pick(c, locale)).join(', ') },
          { key: 'author', header: t('col-author'), cell: (a) => a.author ?? '' },
          { key: 'date', header: t('col-date'), cell: (a) => formatDateMedium(a.published_at, locale) },
          {
            key: 'state',
            header: t('col-state'),
            cell: (a) => (
              <>
                {a.published ? t(a.has_draft ? 'published-draft' : 'published') : t('unpublished')}
                <ScheduleCell kind="article" itemId={a.id} schedules={schedules[a.id]} locale={locale} labels={scheduleText} />
              </>
            ),
          },
          { key: 'actions', header: t('col-actions'), cell: (a) => <ArticleActions id={a.id} published={a.published} labels={labels} /> },
        ]}
      />
    </WorkspacePage>
  );
}

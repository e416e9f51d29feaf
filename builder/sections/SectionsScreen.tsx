import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { getEditablePage, type EditablePage } from '@/lib/editor/editable-page';
import { isEditorError } from '@/lib/editor/errors';
import { listPages } from '@/lib/editor/page-list';
import { pick } from '@/lib/i18n/locales';
import { loadMessages } from '@/locales';
import { sectionCatalog } from './catalog';
import { SectionsEditor } from './SectionsEditor.client';
import styles from './styles.module.css';
import { EmptyState, PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { button } from '@/builder/shell/button';

interface SectionsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: SectionsPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.sections' });
  return { title: t('title') };
}

async function openPage(db: Awaited<ReturnType<typeof getDb>>, raw: unknown, siteId: string): Promise<EditablePage | null> {
  if (typeof raw !== 'string' || !/^\d+$/.test(raw)) return null;
  try {
    return await getEditablePage(db, Number(raw), siteId);
  } catch (error) {
    if (isEditorError(error)) return null;
    throw error;
  }
}

/** /qa/sections (both languages): pick a page, then edit its sections. */
export default async function SectionsPage({ searchParams }: SectionsPageProps) {
  await requireEntry('sections');
  const query = await searchParams;
  const locale = await getQaLocale(query);
  const site = await getRequestSite();
  if (!site) notFound();
  const db = await getDb();
  const [pages, page] = await Promise.all([listPages(db, site.id), openPage(db, query.page, site.id)]);
  const t = await getTranslations({ locale, namespace: 'editor.sections' });
  const lang = typeof query.lang === 'string' ? query.lang : null;

  return (
    <NextIntlClientProvider locale={locale} messages={{ editor: { sections: loadMessages(locale).editor.sections } }}>
      <WorkspacePage locale={locale}>
        <PageHeader title={t('title')} lead={t('intro')} />
        {pages.length === 0 ? (
          <EmptyState title={t('no-pages')} />
        ) : (
          <form method="get" className={`${styles.panel} ${styles.row}`}>
            {lang ? <input type="hidden" name="lang" value={lang} /> : null}
            <label htmlFor="sections-page">{t('page-label')}</label>
            <select id="sections-page" name="page" className={`${styles.input} ${styles.grow}`} defaultValue={page ? String(page.id) : ''} required>
              <option value="" disabled>
                {t('choose-page')}
              </option>
              {pages.map((summary) => (
                <option key={summary.id} value={summary.id}>
                  {t('page-option', {
                    title: pick(summary.title, locale) ?? `#${summary.id}`,
                    path: summary.paths[locale] ?? summary.paths.fr ?? summary.paths.en ?? '—',
                  })}
                </option>
              ))}
            </select>
            <button type="submit" className={button('secondary')}>
              {t('open-page')}
            </button>
          </form>
        )}
        {page ? (
          <SectionsEditor
            key={`${page.id}:${page.version}`}
            pageId={page.id}
            initialBlocks={page.content}
            initialVersion={page.version}
            catalog={sectionCatalog(locale)}
          />
        ) : null}
      </WorkspacePage>
    </NextIntlClientProvider>
  );
}

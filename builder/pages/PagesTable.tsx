import { getTranslations } from 'next-intl/server';
import { SEED_AUTHOR } from '@/lib/seed/author';
import { formatDateTime } from '@/lib/format';
import { ScheduleCell, scheduleLabels } from '@/builder/schedules/ScheduleCell';
import type { Schedule } from '@/lib/schedules/types';
import { localizedHref } from '@/lib/cms/pages';
import type { PageSummary } from '@/lib/editor/page-list';
import { pick, type Locale } from '@/lib/i18n/locales';
import { Badge, DataTable, EmptyState, type BadgeTone, type Column } from '@/builder/shell/kit';
import { button, kitClass } from '@/builder/shell/button';
import { PageActions } from './PageActions.client';
import { PreviewButton } from '@/builder/shared/PreviewButton';

const STATUS_TONE: Record<PageSummary['status'], BadgeTone> = { published: 'success', changed: 'warning', draft: 'neutral' };

/** The site's pages: title, both paths, status badge and schedules, last editor and date, actions. */
export async function PagesTable({
  pages,
  locale,
  schedules = {},
  manage = true,
}: {
  pages: PageSummary[];
  locale: Locale;
  schedules?: Record<number, Schedule[]>;
  manage?: boolean;
}) {
  const t = await getTranslations({ locale, namespace: 'editor.dashboard' });
  const labels = scheduleLabels(locale);
  const preview = (l: Locale, path: string | undefined) =>
    path === undefined ? null : (
      <PreviewButton path={localizedHref(l, path)} className={button('quiet')}>{t(l === 'fr' ? 'preview-fr' : 'preview-en')}</PreviewButton>
    );
  const titleOf = (page: PageSummary) => pick(page.title, locale) ?? `#${page.id}`;
  const updated = (page: PageSummary) => {
    const date = formatDateTime(page.updatedAt, locale);
    return page.updatedBy === SEED_AUTHOR ? t('updated-seed', { date }) : page.updatedBy ? t('updated', { date, name: page.updatedBy }) : t('updated-unknown', { date });
  };
  // Each language's path with its preview: the row's actions stay on one line at 1280 px.
  const pathColumn = (l: Locale, header: string): Column<PageSummary> => ({
    key: `path-${l}`,
    header,
    cell: (page) => (
      <>
        <code>{page.paths[l] ?? '—'}</code>
        <div>{preview(l, page.paths[l])}</div>
      </>
    ),
  });
  return (
    <DataTable
      label={t('pages-heading')}
      rows={pages}
      rowKey={(page) => page.id}
      empty={<EmptyState title={t('empty')} />}
      columns={[
        { key: 'title', header: t('col-title'), rowHeader: true, cell: (page) => <a href={`/qa/pages/${page.id}/edit`}>{titleOf(page)}</a> },
        pathColumn('fr', t('col-path-fr')),
        pathColumn('en', t('col-path-en')),
        {
          key: 'status',
          header: t('col-status'),
          cell: (page) => (
            <>
              <Badge tone={STATUS_TONE[page.status]}>{t(`status-${page.status}`)}</Badge>
              <ScheduleCell kind="page" itemId={page.id} schedules={schedules[page.id]} locale={locale} labels={labels} />
            </>
          ),
        },
        { key: 'updated', header: t('col-updated'), cell: updated },
        {
          key: 'actions',
          header: t('col-actions'),
          cell: (page) => (
            <div className={kitClass.rowActions}>
              <a className={button('primary')} href={`/qa/pages/${page.id}/edit`}>
                {t('edit')}
              </a>
              {manage ? <PageActions pageId={page.id} title={titleOf(page)} /> : null}
            </div>
          ),
        },
      ]}
    />
  );
}

import { getTranslations } from 'next-intl/server';
import { SEED_AUTHOR } from '@/lib/seed/author';
import { formatDateTime } from '@/lib/format';
import { ScheduleCell, scheduleLabels } from '@/builder/schedules/ScheduleCell';
import type { Schedule } from '@/lib/schedules/types';
import { localizedHref } from '@/lib/cms/pages';
import type { PageSummary } from '@/lib/editor/page-list';
import { pick, type Locale } from '@/lib/i18n/locales';
import { Badge, EmptyState, TableScroll, type BadgeTone } from '@/builder/shell/kit';
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
  if (pages.length === 0) return <EmptyState title={t('empty')} />;
  const preview = (l: Locale, path: string | undefined) =>
    path === undefined ? null : (
      <PreviewButton path={localizedHref(l, path)} className={button('quiet')}>{t(l === 'fr' ? 'preview-fr' : 'preview-en')}</PreviewButton>
    );
  return (
    <TableScroll label={t('pages-heading')}>
      <table className={kitClass.table}>
        <thead>
          <tr>
            <th scope="col">{t('col-title')}</th>
            <th scope="col">{t('col-path-fr')}</th>
            <th scope="col">{t('col-path-en')}</th>
            <th scope="col">{t('col-status')}</th>
            <th scope="col">{t('col-updated')}</th>
            <th scope="col">{t('col-actions')}</th>
          </tr>
        </thead>
        <tbody>
          {pages.map((page) => {
            const title = pick(page.title, locale) ?? `#${page.id}`;
            const date = formatDateTime(page.updatedAt, locale);
            return (
              <tr key={page.id}>
                <th scope="row">
                  <a href={`/qa/pages/${page.id}/edit`}>{title}</a>
                </th>
                {/* Each language's path with its preview: the row's actions stay on one line at 1280 px. */}
                {(['fr', 'en'] as const).map((l) => (
                  <td key={l}>
                    <code>{page.paths[l] ?? '—'}</code>
                    <div>{preview(l, page.paths[l])}</div>
                  </td>
                ))}
                <td>
                  <Badge tone={STATUS_TONE[page.status]}>{t(`status-${page.status}`)}</Badge>
                  <ScheduleCell kind="page" itemId={page.id} schedules={schedules[page.id]} locale={locale} labels={labels} />
                </td>
                <td>{page.updatedBy === SEED_AUTHOR ? t('updated-seed', { date }) : page.updatedBy ? t('updated', { date, name: page.updatedBy }) : t('updated-unknown', { date })}</td>
                <td>
                  <div className={kitClass.rowActions}>
                    <a className={button('primary')} href={`/qa/pages/${page.id}/edit`}>
                      {t('edit')}
                    </a>
                    {manage ? <PageActions pageId={page.id} title={title} /> : null}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}

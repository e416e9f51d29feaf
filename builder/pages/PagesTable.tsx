import { getFormatter, getTranslations } from 'next-intl/server';
import { localizedHref } from '@/lib/cms/pages';
import type { PageSummary } from '@/lib/editor/page-list';
import { pick, type Locale } from '@/lib/i18n/locales';
import styles from './styles.module.css';
import { PageActions } from './PageActions.client';
import { PreviewButton } from '@/builder/shared/PreviewButton';
import { button } from '@/builder/shell/button';

/** The site's pages: title, both paths, status badge, last editor and date, actions. */
export async function PagesTable({ pages, locale }: { pages: PageSummary[]; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'editor.dashboard' });
  const format = await getFormatter({ locale });
  if (pages.length === 0) return <p>{t('empty')}</p>;
  const preview = (l: Locale, path: string | undefined) =>
    path === undefined ? null : (
      <PreviewButton path={localizedHref(l, path)}>{t(l === 'fr' ? 'preview-fr' : 'preview-en')}</PreviewButton>
    );
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
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
            const date = format.dateTime(new Date(page.updatedAt), { dateStyle: 'medium', timeStyle: 'short' });
            return (
              <tr key={page.id}>
                <th scope="row">
                  <a href={`/qa/pages/${page.id}/edit`}>{title}</a>
                </th>
                <td><code>{page.paths.fr ?? '—'}</code></td>
                <td><code>{page.paths.en ?? '—'}</code></td>
                <td>
                  <span className={styles.badge} data-status={page.status}>
                    {t(`status-${page.status}`)}
                  </span>
                </td>
                <td>{page.updatedBy ? t('updated', { date, name: page.updatedBy }) : t('updated-unknown', { date })}</td>
                <td className={styles.actions}>
                  <a className={button('primary')} href={`/qa/pages/${page.id}/edit`}>
                    {t('edit')}
                  </a>{' '}
                  {preview('fr', page.paths.fr)} {preview('en', page.paths.en)} <PageActions pageId={page.id} title={title} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

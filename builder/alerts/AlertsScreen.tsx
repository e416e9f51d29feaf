import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { describeCriteria, listSavedSearches, type SavedSearchView } from '@/lib/alerts/public-api';
import { requireEntry } from '@/builder/shell/require-entry';
import type { SiteEditor } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import qa from '@/builder/shell/styles.module.css';
import { formatDateTime } from '@/lib/format';
import styles from './styles.module.css';
import { EmptyState, PageHeader, TableScroll, WorkspacePage } from '@/builder/shell/kit';
import { button } from '@/builder/shell/button';

interface AlertsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: AlertsPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'alerts.qa' });
  return { title: t('title') };
}

/**
 * The saved searches the site's alerts go to: a broker sees only those saved on
 * their own pages; an editor or an admin, the site's. The consent record (CASL, Law 25) is
 * in the table: when consent was given and to what text, confirmed, unsubscribed.
 */
export async function savedSearchesFor(me: Pick<SiteEditor, 'site' | 'role' | 'memberId'>): Promise<SavedSearchView[]> {
  // A broker whose member is gone sees none (like the lead inbox).
  if (me.role === 'broker' && me.memberId === null) return [];
  return listSavedSearches(me.site.id, me.role === 'broker' ? { memberId: me.memberId } : {});
}

export default async function AlertsPage({ searchParams }: AlertsPageProps) {
  const me = await requireEntry('alerts');
  const locale = await getQaLocale(await searchParams);
  const t = await getTranslations({ locale, namespace: 'alerts' });
  const searches = await savedSearchesFor(me);
  const described = await Promise.all(searches.map(async (search) => ({ search, words: await describeCriteria(search.criteria, locale) })));
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : t('qa.never'));

  return (
    <WorkspacePage locale={locale}>
      <PageHeader
        title={t('qa.title')}
        lead={t('qa.intro')}
        actions={
          <a href="/api/editor/alerts/export" className={button('secondary')} download>
          {t('qa.export')}
        </a>
        }
      >
        <p className={qa.muted}>{t('qa.count', { count: searches.length })}</p>
      </PageHeader>
      {searches.length === 0 ? (
        <EmptyState title={t('qa.empty')} />
      ) : (
        
          <TableScroll>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('qa.criteria')}</th>
                  <th scope="col">{t('qa.email')}</th>
                  <th scope="col">{t('qa.language')}</th>
                  <th scope="col">{t('qa.frequency')}</th>
                  <th scope="col">{t('qa.status')}</th>
                  <th scope="col">{t('qa.created')}</th>
                  <th scope="col">{t('qa.confirmed')}</th>
                  <th scope="col">{t('qa.last-sent')}</th>
                  <th scope="col">{t('qa.record')}</th>
                </tr>
              </thead>
              <tbody>
                {described.map(({ search, words }) => (
                  <tr key={search.id} data-status={search.status}>
                    <td className={styles.criteria}>{words}</td>
                    <td className={styles.email}>{search.email}</td>
                    <td>{search.locale === 'fr' ? t('save.language-fr') : t('save.language-en')}</td>
                    <td>{t(`save.frequency-${search.frequency}`)}</td>
                    <td>
                      <span className={styles.badge} data-status={search.status}>
                        {t(`manage.status-${search.status}`)}
                      </span>
                    </td>
                    <td>{when(search.createdAt)}</td>
                    <td>{when(search.confirmedAt)}</td>
                    <td>{when(search.lastSentAt)}</td>
                    <td>
                      <div className={styles.record}>
                        <span>{t('qa.consented', { date: when(search.consentedAt) })}</span>
                        {search.unsubscribedAt ? <span>{t('qa.unsubscribed', { date: when(search.unsubscribedAt) })}</span> : null}
                        {search.consentText ? (
                          <details>
                            <summary>{t('qa.consent-text')}</summary>
                            <p>{search.consentText}</p>
                          </details>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        
      )}
    </WorkspacePage>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { describeCriteria, listSavedSearches, type SavedSearchView } from '@/lib/alerts/public-api';
import { requireEntry } from '@/builder/shell/require-entry';
import type { SiteEditor } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import qa from '@/builder/shell/styles.module.css';
import { formatDateTime } from '@/lib/format';
import styles from './styles.module.css';
import { DataTable, EmptyState, PageHeader, WorkspacePage } from '@/builder/shell/kit';
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
      <DataTable
        className={styles.table}
        rows={described}
        rowKey={({ search }) => search.id}
        rowProps={({ search }) => ({ 'data-status': search.status })}
        empty={<EmptyState title={t('qa.empty')} />}
        columns={[
          { key: 'criteria', header: t('qa.criteria'), className: styles.criteria, cell: ({ words }) => words },
          { key: 'email', header: t('qa.email'), className: styles.email, cell: ({ search }) => search.email },
          { key: 'language', header: t('qa.language'), cell: ({ search }) => (search.locale === 'fr' ? t('save.language-fr') : t('save.language-en')) },
          { key: 'frequency', header: t('qa.frequency'), cell: ({ search }) => t(`save.frequency-${search.frequency}`) },
          {
            key: 'status',
            header: t('qa.status'),
            cell: ({ search }) => (
              <span className={styles.badge} data-status={search.status}>
                {t(`manage.status-${search.status}`)}
              </span>
            ),
          },
          { key: 'created', header: t('qa.created'), cell: ({ search }) => when(search.createdAt) },
          { key: 'confirmed', header: t('qa.confirmed'), cell: ({ search }) => when(search.confirmedAt) },
          { key: 'last-sent', header: t('qa.last-sent'), cell: ({ search }) => when(search.lastSentAt) },
          {
            key: 'record',
            header: t('qa.record'),
            cell: ({ search }) => (
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
            ),
          },
        ]}
      />
    </WorkspacePage>
  );
}

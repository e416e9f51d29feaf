import { getTranslations } from 'next-intl/server';
import type { ActivityFilters, ActivityRow } from '@/lib/activity/queries';
import type { Locale } from '@/lib/i18n/locales';
import { siteName } from '@/lib/site/site-name';
import styles from '@/builder/account/styles.module.css';
import { formatDateTime } from '@/lib/format';
import { DataTable, EmptyState, PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { CellLabel } from '@/builder/account/CellLabel';
import { button, kitClass } from '@/builder/shell/button';

interface ActivityScreenProps {
  rows: ActivityRow[];
  filters: ActivityFilters;
  people: { id: number; name: string }[];
  entities: string[];
  showSite: boolean;
  locale: Locale;
}

/** /qa/activity: the log with its filters (a GET form: the filters are in the URL). */
export async function ActivityScreen({ rows, filters, people, entities, showSite, locale }: ActivityScreenProps) {
  const t = await getTranslations({ locale, namespace: 'accounts.activity' });
  // Known entities and actions by name; another (a new route) as recorded.
  const entityLabel = (entity: string) => (t.has(`entities.${entity}` as 'entities.pages') ? t(`entities.${entity}` as 'entities.pages') : entity);
  // A sub-action ('lock.release') is keyed with a dash: a dot would nest in the messages.
  const actionLabel = (action: string) => {
    const key = `actions.${action.replace(/\./g, '-')}` as 'actions.create';
    return t.has(key) ? t(key) : action;
  };
  const roles = await getTranslations({ locale, namespace: 'accounts.roles' });
  // What happened, in the viewer's language (its message and parameters); a row written
  // before the log kept details shows its stored text.
  const summary = ({ detail, summary: text }: ActivityRow) => {
    // A write recorded from its request: the element and action columns say it all (no method and path).
    if (detail?.message === 'request') return '';
    const key = `details.${detail?.message}` as 'details.invited';
    if (!detail || !t.has(key)) return text || Object.values(detail?.params ?? {}).join(' · ');
    const params = { ...detail.params };
    if (typeof params.role === 'string' && roles.has(params.role as 'editor')) params.role = roles(params.role as 'editor');
    return t(key, params as { email: string; role: string });
  };
  // The written thing by its title where it still exists, else by its number.
  const entityCell = ({ entity, entityId, entityTitle }: ActivityRow) => {
    const title = entityTitle?.[locale] || entityTitle?.fr;
    if (title) return t('entity-named', { entity: entityLabel(entity), title });
    return entityId ? t('entity-numbered', { entity: entityLabel(entity), id: entityId }) : entityLabel(entity);
  };
  return (
    <WorkspacePage locale={locale}>
      <PageHeader title={t('title')} lead={t('intro')} />
      <form method="get" className={kitClass.toolbar}>
        <input type="hidden" name="lang" value={locale} />
        <label className={styles.field}>
          {t('person')}
          <select className={styles.input} name="person" defaultValue={filters.editorId ?? ''}>
            <option value="">{t('all')}</option>
            {people.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('entity')}
          <select className={styles.input} name="entity" defaultValue={filters.entity ?? ''}>
            <option value="">{t('all')}</option>
            {entities.map((e) => (
              <option key={e} value={e}>
                {entityLabel(e)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          {t('from')}
          <input className={styles.input} type="date" name="from" defaultValue={filters.from ?? ''} />
        </label>
        <label className={styles.field}>
          {t('to')}
          <input className={styles.input} type="date" name="to" defaultValue={filters.to ?? ''} />
        </label>
        <button type="submit" className={button('secondary')}>
          {t('filter')}
        </button>
      </form>
      <DataTable
        className={styles.table}
        rows={rows}
        rowKey={(row) => row.id}
        empty={<EmptyState title={t('empty')} />}
        columns={[
          { key: 'when', header: t('when'), cell: (row) => formatDateTime(row.at, locale) },
          { key: 'person', header: t('person'), cell: (row) => row.editorName },
          showSite && {
            key: 'site',
            header: t('site'),
            cell: (row) => (
              <>
                <CellLabel text={t('site')} locale={locale} />
                {row.site ? siteName(row.site, locale) : (row.siteId ?? '—')}
              </>
            ),
          },
          { key: 'entity', header: t('entity'), cell: entityCell },
          { key: 'action', header: t('action'), cell: (row) => actionLabel(row.action) },
          { key: 'summary', header: t('summary'), className: styles.muted, cell: summary },
        ]}
      />
    </WorkspacePage>
  );
}

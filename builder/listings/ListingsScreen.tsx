import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { listingPath } from '@/lib/listings/paths';
import type { ManualListingQuery, ManualListingRow } from '@/lib/listings/sources/manual';
import { STORED_STATUSES } from '@/lib/listings/sources/types';
import { DataTable, EmptyState, PageHeader } from '@/builder/shell/kit';
import { button, kitClass } from '@/builder/shell/button';
import { ScheduleCell, scheduleLabels } from '@/builder/schedules/ScheduleCell';
import type { Schedule } from '@/lib/schedules/types';
import { formatDateMedium } from '@/lib/format';

interface ListingsScreenProps {
  rows: ManualListingRow[];
  query: ManualListingQuery;
  /** Each hand-managed listing's schedules, by number. */
  schedules?: Record<number, Schedule[]>;
  locale: Locale;
}

const SORTS = ['newest', 'oldest', 'price_desc', 'price_asc'] as const;

/**
 * /qa/listings: the site's listings, searched and sorted (a GET form: the URL keeps the search):
 * the hand-managed ones, and those of its feeds (their source column names the feed; they open read-only).
 */
export async function ListingsScreen({ rows, query, locale, schedules = {} }: ListingsScreenProps) {
  const scheduleText = scheduleLabels(locale);
  const t = await getTranslations({ locale, namespace: 'listingsEditor.listings' });
  const money = new Intl.NumberFormat(localeInfo[locale].iso, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
  return (
    <>
      <PageHeader
        title={t('title')}
        lead={t('intro')}
        actions={
          <Link href={`/qa/listings/new?lang=${locale}`} className={button('primary')}>
            {t('new')}
          </Link>
        }
      />
      <form className={kitClass.toolbar} method="get" role="search">
        <input type="hidden" name="lang" value={locale} />
        <label className={kitClass.field}>
          {t('search')}
          <input className={kitClass.control} name="q" type="search" defaultValue={query.q ?? ''} maxLength={100} />
        </label>
        <label className={kitClass.field}>
          {t('status')}
          <select className={kitClass.control} name="status" defaultValue={query.status ?? ''}>
            <option value="">{t('any-status')}</option>
            {STORED_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`status-${s}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={kitClass.field}>
          {t('sort')}
          <select className={kitClass.control} name="sort" defaultValue={query.sort ?? 'newest'}>
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(`sort-${s}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button('secondary')}>
          {t('apply')}
        </button>
      </form>
      <DataTable
        rows={rows}
        rowKey={(row) => row.uls}
        empty={<EmptyState title={t('empty')} />}
        columns={[
          { key: 'number', header: t('col-number'), cell: (row) => <Link href={`/qa/listings/${row.uls}?lang=${locale}`}>{row.uls}</Link> },
          { key: 'address', header: t('col-address'), cell: (row) => `${row.street}, ${row.municipality}` },
          {
            key: 'status',
            header: t('col-status'),
            cell: (row) => (
              <>
                {t(`status-${row.status}`)}
                {/* A feed's listing is scheduled at its source: its next run would undo a change made here. */}
                {row.source === 'manual' ? <ScheduleCell kind="listing" itemId={Number(row.uls)} schedules={schedules[Number(row.uls)]} locale={locale} labels={scheduleText} /> : null}
              </>
            ),
          },
          { key: 'price', header: t('col-price'), cell: (row) => money.format(Number(row.price)) },
          { key: 'date', header: t('col-date'), cell: (row) => formatDateMedium(row.listed_at, locale) },
          { key: 'brokers', header: t('col-brokers'), cell: (row) => row.brokers },
          { key: 'source', header: t('col-source'), cell: (row) => (row.source === 'manual' ? t('source-manual') : t('source-feed', { feed: row.feed_name ?? '' })) },
          {
            key: 'view',
            cell: (row) =>
              row.status === 'active' || row.status === 'sold' ? (
                <a href={listingPath(locale, row.slug, row.uls)} target="_blank" rel="noreferrer">
                  {t('view')}
                </a>
              ) : null,
          },
        ]}
      />
    </>
  );
}

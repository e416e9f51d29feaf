import { getTranslations } from 'next-intl/server';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { listingPath } from '@/lib/listings/paths';
import type { FeedListingSummary } from '@/lib/listings/sources/feed-listings';
import styles from './styles.module.css';
import { PageHeader } from '@/builder/shell/kit';
import { backTo } from '@/builder/shell/back-to';

/**
 * /qa/listings/{uls} for a feed's listing: what it is and why it is not edited here (the feed
 * is its source; its next run would undo any change), with its public page when it has one.
 */
export async function FeedListingNotice({ listing, locale }: { listing: FeedListingSummary; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'listingsEditor.listings' });
  const money = new Intl.NumberFormat(localeInfo[locale].iso, { style: 'currency', currency: 'CAD', maximumFractionDigits: 0 });
  return (
    <>
      <PageHeader title={t('feed-title', { uls: listing.uls, feed: listing.feed_name })} back={await backTo('listings', locale)} />
      <p className={styles.notice} role="note">
        {t('feed-read-only', { feed: listing.feed_name })}
      </p>
      <dl className={styles.summary}>
        <dt>{t('feed-address')}</dt>
        <dd>
          {listing.street}, {listing.municipality}
        </dd>
        <dt>{t('status')}</dt>
        <dd>{t(`status-${listing.status}`)}</dd>
        <dt>{t('col-price')}</dt>
        <dd>{money.format(listing.price)}</dd>
        <dt>{t('feed-broker')}</dt>
        <dd>{listing.broker}</dd>
      </dl>
      {listing.status === 'active' || listing.status === 'sold' ? (
        <p>
          <a href={listingPath(locale, listing.slug, listing.uls)} target="_blank" rel="noreferrer">
            {t('view')}
          </a>
        </p>
      ) : null}
    </>
  );
}

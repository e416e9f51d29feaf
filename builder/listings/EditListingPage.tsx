import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FeedListingNotice } from '@/builder/listings/FeedListingNotice';
import { ListingEditor } from '@/builder/listings/ListingEditor';
import { listingFormOptions } from '@/builder/listings/listing-form-data';
import styles from '@/builder/listings/styles.module.css';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/cms/cached';
import { getDb } from '@/lib/db';
import { localeInfo } from '@/lib/i18n/locales';
import { feedListingViewRefusal, listingEditRefusal } from '@/lib/listings/sources/broker-access';
import { getFeedListingOfSite, memberFeedAgentKey } from '@/lib/listings/sources/feed-listings';
import { getManualListing } from '@/lib/listings/sources/manual';

interface EditListingPageProps {
  params: Promise<{ uls: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: EditListingPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'listingsEditor.listings' });
  return { title: t('edit') };
}

/** /qa/listings/{uls}: edit one of the site's hand-managed listings; a feed's is shown read-only. */
export default async function EditListingPage({ params, searchParams }: EditListingPageProps) {
  const { uls } = await params;
  const me = await requireRole('broker', `/qa/listings/${encodeURIComponent(uls)}`);
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site || !/^\d{1,10}$/.test(uls)) notFound();
  const db = await getDb();
  const listing = await getManualListing(db, site.id, Number(uls));
  if (!listing) {
    // A feed's listing: shown, not edited (the feed is its source); a broker's own only.
    const fromFeed = await getFeedListingOfSite(db, site.id, Number(uls));
    if (!fromFeed) notFound();
    if (feedListingViewRefusal(me, fromFeed, await memberFeedAgentKey(db, site.id, me.memberId))) forbidden();
    return (
      <main className={styles.page} lang={localeInfo[locale].iso}>
        <FeedListingNotice listing={fromFeed} locale={locale} />
      </main>
    );
  }
  if (listingEditRefusal(me, listing)) forbidden();
  const options = await listingFormOptions(db, site.id);
  return (
    <main className={styles.page} lang={localeInfo[locale].iso}>
      <ListingEditor uls={Number(uls)} initial={listing} locale={locale} options={options} />
    </main>
  );
}

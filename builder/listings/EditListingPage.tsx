import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FeedListingNotice } from '@/builder/listings/FeedListingNotice';
import { ListingEditor } from '@/builder/listings/ListingEditor';
import { listingFormOptions } from '@/builder/listings/listing-form-data';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { SITE_TIME_ZONE } from '@/lib/format/date';
import { getDb } from '@/lib/db';
import { feedListingViewRefusal, listingEditRefusal } from '@/lib/listings/sources/broker-access';
import { getFeedListingOfSite, memberFeedAgentKey } from '@/lib/listings/sources/feed-listings';
import { getManualListing } from '@/lib/listings/sources/manual';
import { listingVersions } from '@/lib/listings/sources/manual-versions';
import { formatDateTime } from '@/lib/format/date';
import { getSaleAuthorisation } from '@/lib/listings/sale-authorisation';
import { NextIntlClientProvider } from 'next-intl';
import { loadMessages } from '@/locales';
import { SaleAuthorisationForm } from '@/builder/listings/SaleAuthorisationForm.client';
import { WorkspacePage } from '@/builder/shell/kit';
import { itemReview } from '@/lib/review/queue';
import { reviewApplies } from '@/lib/review/settings';

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
  // A sold listing's authorisations (rule sold_authorisation), a feed's listing included: whoever may
  // open the listing here records them (a broker, their own listings: the page refuses the others).
  const [authorisation, saleReview] = await Promise.all([getSaleAuthorisation(db, site.id, Number(uls)), itemReview(db, { siteId: site.id, kind: 'sale', id: Number(uls) })]);
  const saleForm = (status: string) =>
    authorisation && (status === 'sold' || status === 'conditional') ? (
      <NextIntlClientProvider locale={locale} messages={{ listingsEditor: loadMessages(locale).listingsEditor, editor: { review: loadMessages(locale).editor.review } }} timeZone={SITE_TIME_ZONE}>
        <SaleAuthorisationForm uls={Number(uls)} record={authorisation} review={saleReview} />
      </NextIntlClientProvider>
    ) : null;
  if (!listing) {
    // A feed's listing: shown, not edited (the feed is its source); a broker's own only.
    const fromFeed = await getFeedListingOfSite(db, site.id, Number(uls));
    if (!fromFeed) notFound();
    if (feedListingViewRefusal(me, fromFeed, await memberFeedAgentKey(db, site.id, me.memberId))) forbidden();
    return (
      <WorkspacePage locale={locale}>
        <FeedListingNotice listing={fromFeed} locale={locale} />
        {saleForm(fromFeed.status)}
      </WorkspacePage>
    );
  }
  if (listingEditRefusal(me, listing)) forbidden();
  const [options, state, versions, t] = await Promise.all([
    listingFormOptions(db, site.id),
    itemReview(db, { siteId: site.id, kind: 'listing', id: Number(uls) }),
    listingVersions(db, site.id, Number(uls)),
    getTranslations({ locale, namespace: 'listingsEditor.versions' }),
  ]);
  // Only its author takes a submission back (the withdraw route refuses anyone else).
  const mayWithdraw = state.pending !== null && state.steps.find((step) => step.id === state.pending?.id)?.actorId === me.id;
  return (
    <WorkspacePage locale={locale}>
      <ListingEditor uls={Number(uls)} initial={listing} locale={locale} options={options} review={{ applies: reviewApplies(site, me.role), state, mayWithdraw }}
        versions={versions.map((v) => ({ version: v.version, line: t('line', { version: v.version, date: formatDateTime(v.createdAt, locale), name: v.createdBy || '—' }) }))}
      />
      {saleForm(listing.status)}
    </WorkspacePage>
  );
}

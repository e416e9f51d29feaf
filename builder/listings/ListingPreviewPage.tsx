import { forbidden, notFound } from 'next/navigation';
import { ListingPreview } from '@/builder/listings/ListingPreview';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { getListingByUls } from '@/lib/listings/service';
import { listingEditRefusal } from '@/lib/listings/sources/broker-access';
import { getManualListing } from '@/lib/listings/sources/manual';

interface PreviewPageProps {
  params: Promise<{ uls: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** /qa/listings/{uls}/preview: the public page of one of the site's listings before it goes live. */
export default async function ListingPreviewPage({ params, searchParams }: PreviewPageProps) {
  const { uls } = await params;
  const me = await requireRole('broker', `/qa/listings/${encodeURIComponent(uls)}/preview`);
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site || !/^\d{1,10}$/.test(uls) || Number(uls) > 2_147_483_647) notFound();
  const db = await getDb();
  const own = await getManualListing(db, site.id, Number(uls));
  if (!own) notFound();
  if (listingEditRefusal(me, own)) forbidden();
  const listing = await getListingByUls(db, Number(uls), { anyStatus: true });
  if (!listing) notFound();
  return <ListingPreview listing={listing} locale={locale} />;
}

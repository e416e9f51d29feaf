import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ListingsScreen } from '@/builder/listings/ListingsScreen';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { schedulesByItem } from '@/lib/schedules/manage';
import { getDb } from '@/lib/db';
import { ownListingsOf } from '@/lib/listings/sources/broker-access';
import { listManualListings, type ManualListingQuery } from '@/lib/listings/sources/manual';
import { STORED_STATUSES, type StoredStatus } from '@/lib/listings/sources/types';
import { WorkspacePage } from '@/builder/shell/kit';

interface ListingsPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: ListingsPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'listingsEditor.listings' });
  return { title: t('title') };
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

/** /qa/listings: the site's hand-managed listings (builder/listings). */
export default async function ListingsPage({ searchParams }: ListingsPageProps) {
  const me = await requireEntry('listings');
  const params = await searchParams;
  const locale = await getQaLocale(params);
  const site = await getRequestSite();
  if (!site) notFound();
  const status = one(params.status);
  const sort = one(params.sort);
  const query: ManualListingQuery = {
    q: one(params.q).slice(0, 100),
    status: (STORED_STATUSES as readonly string[]).includes(status) ? (status as StoredStatus) : '',
    sort: sort === 'oldest' || sort === 'price_desc' || sort === 'price_asc' ? sort : 'newest',
    // A broker sees the listings they are listed on.
    memberId: ownListingsOf(me),
  };
  const db = await getDb();
  const [rows, schedules] = await Promise.all([listManualListings(db, site.id, query), schedulesByItem(db, site.id, 'listing')]);
  return (
    <WorkspacePage locale={locale}>
      <ListingsScreen rows={rows} query={query} locale={locale} schedules={schedules} />
    </WorkspacePage>
  );
}

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ListingEditor } from '@/builder/listings/ListingEditor';
import { listingFormOptions } from '@/builder/listings/listing-form-data';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getRequestSite } from '@/lib/sites/request-site';
import { getDb } from '@/lib/db';
import { WorkspacePage } from '@/builder/shell/kit';
import { reviewApplies } from '@/lib/review/settings';

interface NewListingPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: NewListingPageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'listingsEditor.listings' });
  return { title: t('new') };
}

/** /qa/listings/new: a new hand-managed listing. */
export default async function NewListingPage({ searchParams }: NewListingPageProps) {
  const me = await requireRole('broker', '/qa/listings/new');
  const locale = await getQaLocale(await searchParams);
  const site = await getRequestSite();
  if (!site) notFound();
  const options = await listingFormOptions(await getDb(), site.id);
  return (
    <WorkspacePage locale={locale}>
      <ListingEditor uls={null} initial={null} locale={locale} options={options} ownMemberId={me.role === 'broker' ? me.memberId : null} review={{ applies: reviewApplies(site, me.role), state: null }} />
    </WorkspacePage>
  );
}

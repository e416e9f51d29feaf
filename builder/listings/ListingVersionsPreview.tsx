import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListingPage } from '@/components/listing/ListingPage';
import { listingAddress } from '@/components/listing/listing-text';
import { routeMessages } from '@/components/page/route-messages';
import { previewContentLocale, previewFrameWords, VersionsPreviewFrame, type PreviewSideView } from '@/builder/versions/VersionsPreviewFrame';
import styles from '@/builder/versions/preview.module.css';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import type { Locale } from '@/lib/i18n/locales';
import { getManualListing } from '@/lib/listings/sources/manual';
import {
  listingPreviewRefParam,
  mayPreviewListingVersions,
  parseListingPreviewRef,
  readListingVersionPreview,
  type ListingPreviewRef,
  type ListingPreviewSide,
} from '@/lib/review/listing-version-preview';
import { getRequestSite } from '@/lib/sites/request-site';

interface ListingVersionsPreviewProps {
  params: Promise<{ uls: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ searchParams }: ListingVersionsPreviewProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await getQaLocale(await searchParams), namespace: 'editor.versions' });
  return { title: t('preview-title') };
}

/**
 * /qa/listings/{uls}/versions/preview?from=…&to=…&content=fr|en: two states of a hand-managed
 * listing (a kept version, `current`, or `submission-<id>`; the current listing by default)
 * rendered next to each other by the public listing page, for whoever may compare them (a
 * broker listed on it, an editor and up) or decide them (the review queue).
 */
export default async function ListingVersionsPreview({ params, searchParams }: ListingVersionsPreviewProps) {
  const { uls: rawUls } = await params;
  const query = await searchParams;
  const base = `/qa/listings/${encodeURIComponent(rawUls)}/versions/preview`;
  const me = await requireRole('broker', base);
  const locale = await getQaLocale(query);
  const content = previewContentLocale(query);
  const site = await getRequestSite();
  const from = parseListingPreviewRef(query.from ?? 'current');
  const to = parseListingPreviewRef(query.to ?? 'current');
  if (!site || !/^\d{1,10}$/.test(rawUls) || Number(rawUls) > 2_147_483_647 || from === null || to === null) notFound();
  const uls = Number(rawUls);
  const db = await getDb();
  const listing = await getManualListing(db, site.id, uls);
  if (!listing) notFound();
  if (!mayPreviewListingVersions(site, me, listing)) forbidden();
  const sides = await readListingVersionPreview(db, site.id, uls, { from, to });
  if (!sides) notFound();

  // The listing page reads the request's locale: the content's, not the workspace's.
  setRequestLocale(content);
  const t = await getTranslations({ locale, namespace: 'editor.versions' });
  const tl = await getTranslations({ locale, namespace: 'listingsEditor.versions' });
  const name = (ref: ListingPreviewRef) => (typeof ref === 'object' ? t('side-submission') : ref === 'current' ? tl('current') : t('side-version', { version: ref }));
  const href = (language: Locale) => `${base}?${new URLSearchParams({ from: listingPreviewRefParam(from), to: listingPreviewRefParam(to), content: language, lang: locale })}`;
  const back = typeof from === 'object' || typeof to === 'object' ? `/qa/review?lang=${locale}` : `/qa/listings/${uls}?lang=${locale}`;
  const side = (label: string, version: ListingPreviewSide): PreviewSideView => ({
    label,
    title: 'listing' in version ? listingAddress(version.listing) : `#${uls}`,
    namespaces: routeMessages.listing,
    body: 'listing' in version ? <ListingPage listing={version.listing} locale={content} /> : <p className={styles.empty}>{tl('not-rendered', { message: version.error })}</p>,
  });
  return (
    <VersionsPreviewFrame
      words={await previewFrameWords(locale)}
      locale={locale}
      content={content}
      site={site}
      lead={tl('preview-lead')}
      back={back}
      href={href}
      a={side(t('side-a', { name: name(from) }), sides.from)}
      b={side(t('side-b', { name: name(to) }), sides.to)}
    />
  );
}

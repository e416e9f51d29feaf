import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden, notFound } from 'next/navigation';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ListingPage } from '@/components/listing/ListingPage';
import { listingAddress } from '@/components/listing/listing-text';
import { routeMessages } from '@/components/page/route-messages';
import { PageHeader, WorkspacePage } from '@/builder/shell/kit';
import { PreviewColumns } from '@/builder/versions/PreviewColumns.client';
import styles from '@/builder/versions/preview.module.css';
import { requireRole } from '@/lib/auth/current-editor';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';
import { pickClientMessages, shellNamespaces } from '@/lib/i18n/client-messages';
import { isLocale, locales, type Locale } from '@/lib/i18n/locales';
import { getManualListing } from '@/lib/listings/sources/manual';
import {
  listingPreviewRefParam,
  mayPreviewListingVersions,
  parseListingPreviewRef,
  readListingVersionPreview,
  type ListingPreviewRef,
  type ListingPreviewSide,
} from '@/lib/review/listing-version-preview';
import { clientSiteFacts } from '@/lib/site/client-site-data';
import { getRequestSite } from '@/lib/sites/request-site';
import { themeToCss } from '@/lib/theme';
import { loadMessages } from '@/locales';
import { SiteFactsProvider } from '@/stores/site-facts';

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
  const rawContent = Array.isArray(query.content) ? query.content[0] : query.content;
  const content: Locale = isLocale(rawContent) ? rawContent : 'fr';
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
  const siteMessages = loadMessages(content);
  const column = (side: ListingPreviewSide) => (
    <NextIntlClientProvider locale={content} messages={pickClientMessages(siteMessages, new Set([...shellNamespaces, ...routeMessages.listing]))}>
      <SiteFactsProvider facts={clientSiteFacts(site, content)}>
        <div className={styles.canvas} data-site-preview="" lang={content}>
          {'listing' in side ? <ListingPage listing={side.listing} locale={content} /> : <p className={styles.empty}>{tl('not-rendered', { message: side.error })}</p>}
        </div>
      </SiteFactsProvider>
    </NextIntlClientProvider>
  );
  const title = (side: ListingPreviewSide) => ('listing' in side ? listingAddress(side.listing) : `#${uls}`);

  return (
    <WorkspacePage locale={locale} className={styles.page}>
      {/* The site's colours, radii and schemes, scoped to the rendered versions (the workspace keeps its own). */}
      <style dangerouslySetInnerHTML={{ __html: themeToCss(site.theme).replaceAll(':root', '[data-site-preview]') }} />
      <PageHeader title={t('preview-title')} lead={tl('preview-lead')} back={{ href: back, label: t('preview-back') }}>
        <nav aria-label={t('preview-language')} className={styles.languages}>
          <span className={styles.languageLabel}>{t('preview-language')}</span>
          {locales.map((language) => (
            <Link key={language} href={href(language)} hrefLang={language} aria-current={language === content ? 'page' : undefined} data-testid={`preview-content-${language}`}>
              {t(`language-${language}`)}
            </Link>
          ))}
        </nav>
      </PageHeader>
      <NextIntlClientProvider locale={locale} messages={{ editor: { versions: loadMessages(locale).editor.versions } }}>
        <PreviewColumns
          a={{ label: t('side-a', { name: name(from) }), title: title(sides.from), children: column(sides.from) }}
          b={{ label: t('side-b', { name: name(to) }), title: title(sides.to), children: column(sides.to) }}
        />
      </NextIntlClientProvider>
    </WorkspacePage>
  );
}

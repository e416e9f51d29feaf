import { blockContextForSite } from '@/components/page/block-context';
import { SiteChrome } from '@/components/page/SiteChrome';
import { getRequestSite } from '@/lib/cms/cached';
import type { Locale } from '@/lib/i18n/locales';
import { clientSnapshotFromSite } from '@/lib/site/client-site-data';
import { ListingPage } from './ListingPage';
import type { Listing } from './listing-text';

/** https://domain of a site for absolute URLs; none for local hosts. */
function siteOrigin(domain: string | undefined): string | null {
  if (!domain || domain === 'localhost' || domain.endsWith('.localhost')) return null;
  return `https://${domain}`;
}

/**
 * A listing page inside the site's own header and footer (listings are not CMS pages,
 * so the header and footer come from the site, as on error pages).
 */
export async function ListingRoute({ listing, locale }: { listing: Listing; locale: Locale }) {
  const site = await getRequestSite();
  const alternatePaths = [
    { locale: 'fr' as const, path: listing.paths.fr },
    { locale: 'en' as const, path: listing.paths.en },
  ];
  return (
    <SiteChrome
      ctx={blockContextForSite(site, locale, alternatePaths)}
      header={site?.header ?? []}
      footer={site?.footer ?? []}
      tags={site?.metadata.tags ?? []}
      snapshot={clientSnapshotFromSite(site)}
    >
      <ListingPage listing={listing} locale={locale} origin={siteOrigin(site?.domains[0])} />
    </SiteChrome>
  );
}

import { blockContextForSite } from '@/components/page/block-context';
import { SiteChrome } from '@/components/page/SiteChrome';
import { routeMessages } from '@/components/page/route-messages';
import { getRequestSite, getRequestSiteSegment } from '@/lib/sites/request-site';
import { siteOrigin } from '@/lib/seo/site-origin';
import type { Locale } from '@/lib/i18n/locales';
import { clientSnapshotFromSite } from '@/lib/site/client-site-data';
import { ListingPage } from './ListingPage';
import type { Listing } from './listing-text';

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
      islands={routeMessages.listing}
    >
      <ListingPage listing={listing} locale={locale} origin={siteOrigin(site, getRequestSiteSegment()?.origin ?? '')} />
    </SiteChrome>
  );
}

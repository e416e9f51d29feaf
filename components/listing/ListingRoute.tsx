import { getTranslations } from 'next-intl/server';
import { BlockList } from '@/blocks/BlockList';
import type { BlockContext } from '@/blocks/types';
import { ScriptTags } from '@/components/site/ScriptTags';
import { SiteStoreHydrator } from '@/components/site/SiteStoreHydrator.client';
import { getRequestSite } from '@/lib/cms/cached';
import type { Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
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
  const [t, site] = await Promise.all([getTranslations({ locale, namespace: 'common' }), getRequestSite()]);
  const ctx: Omit<BlockContext, 'index'> = {
    locale,
    siteType: site?.type ?? 'broker',
    brandingVersion: site?.metadata.use_remax_branding_2025 ? 2 : 1,
    variantId: null,
    routes: siteRoutes(locale),
    alternatePaths: [
      { locale: 'fr', path: listing.paths.fr },
      { locale: 'en', path: listing.paths.en },
    ],
  };
  const tags = site?.metadata.tags ?? [];
  return (
    <>
      <ScriptTags tags={tags} position="body-top" locale={locale} />
      <a className="skip-link" href="#main-content">
        {t('skip-to-content')}
      </a>
      <SiteStoreHydrator snapshot={clientSnapshotFromSite(site, locale)} />
      <BlockList blocks={site?.header ?? []} ctx={ctx} />
      <main id="main-content" tabIndex={-1}>
        <ListingPage listing={listing} locale={locale} origin={siteOrigin(site?.domains[0])} />
      </main>
      <BlockList blocks={site?.footer ?? []} ctx={ctx} />
      <ScriptTags tags={tags} position="body-bottom" locale={locale} />
    </>
  );
}

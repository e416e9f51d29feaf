import type { PageResponse, Variant } from '@/lib/content/types';
import type { Site } from '@/lib/sites/sites';
import type { SiteType } from '@/lib/content/site-types';
import type { Locale } from '@/lib/i18n/locales';
import { siteRoutes, type SiteRoutes } from '@/lib/i18n/routes';
import { brandingVersion, faviconFor, type BrandingVersion } from '@/lib/theme/branding';

/**
 * The slice of a page response that the browser keeps (stores/site.ts), built on the
 * server and passed to SiteStoreHydrator; and the site facts the layout provides to
 * islands (stores/site-facts.tsx). Pure and server-safe: no store here.
 * Blocks, seo and script tags are deliberately absent (see the comment in stores/site.ts).
 */

export interface ContactFormsSettings {
  show_consent: boolean;
  contact_name: string;
}

export const defaultContactFormsSettings: ContactFormsSettings = { show_consent: true, contact_name: '' };

/** Site-wide facts: the same on every page of a site. */
export interface ClientSiteData {
  remaxBrandingVersion: BrandingVersion;
  contactFormsSettings: ContactFormsSettings;
  faviconUrl: string;
  siteType: SiteType;
}

/** Facts of the page being shown: the variant comes from the ?variant= query. */
export interface ClientPageData {
  variantData: Variant | null;
}

/** Who the browser calls the listings and lead APIs as. */
export interface ClientSiteApi {
  micrositeId: string | null;
  siteKey: string | null;
  locale: Locale;
}

/** The API identity plus the locale's special-page routes (stores/site-facts.tsx). */
export interface ClientSiteFacts extends ClientSiteApi {
  routes: SiteRoutes | null;
}

/** The request's site facts, rendered by the site layout into SiteFactsProvider. */
export function clientSiteFacts(site: Pick<Site, 'microsite_id' | 'key'> | null, locale: Locale): ClientSiteFacts {
  return { micrositeId: site?.microsite_id ?? null, siteKey: site?.key ?? null, locale, routes: siteRoutes(locale) };
}

export interface ClientSiteSnapshot {
  site: ClientSiteData;
  page: ClientPageData;
}

type SiteFacts = Pick<PageResponse, 'metadata' | 'site_type'>;

function siteData({ metadata, site_type }: SiteFacts): ClientSiteData {
  const version = brandingVersion(metadata);
  return {
    remaxBrandingVersion: version,
    contactFormsSettings: {
      show_consent: metadata.contact_form?.show_consent ?? defaultContactFormsSettings.show_consent,
      contact_name: metadata.contact_form?.contact_name ?? defaultContactFormsSettings.contact_name,
    },
    faviconUrl: metadata.favicon || faviconFor(version),
    siteType: site_type,
  };
}

/** From a page response (CMS pages). */
export function clientSnapshotFromPage(page: PageResponse): ClientSiteSnapshot {
  return {
    site: siteData(page),
    page: { variantData: page.variant },
  };
}

/** From the request's site, for pages without a page response (error and listing pages). */
export function clientSnapshotFromSite(site: Site | null): ClientSiteSnapshot {
  return {
    site: siteData({ metadata: site?.metadata ?? {}, site_type: site?.type ?? 'broker' }),
    page: { variantData: null },
  };
}

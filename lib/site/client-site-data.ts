import type { PageResponse, Variant } from '@/lib/cms/types';
import type { Site } from '@/lib/cms/sites';
import type { Locale } from '@/lib/i18n/locales';
import { brandingVersion, faviconFor, type BrandingVersion } from '@/lib/theme/branding';

/**
 * The slice of a page response that the browser keeps (stores/site.ts, stores/site-api.ts),
 * built on the server and passed to SiteStoreHydrator. Pure and server-safe: no store here.
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
  siteType: 'broker' | 'agency';
}

/** Facts of the page being shown: the variant comes from the ?variant= query. */
export interface ClientPageData {
  variantData: Variant | null;
}

/** Who the browser calls the listings and lead APIs as (stores/site-api.ts). */
export interface ClientSiteApi {
  micrositeId: string | null;
  siteKey: string | null;
  locale: Locale;
}

export interface ClientSiteSnapshot {
  site: ClientSiteData;
  page: ClientPageData;
  api: ClientSiteApi;
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
export function clientSnapshotFromPage(page: PageResponse, locale: Locale): ClientSiteSnapshot {
  return {
    site: siteData(page),
    page: { variantData: page.variant },
    api: { micrositeId: page.microsite_id, siteKey: page.site_key, locale },
  };
}

/** From the request's site, for pages without a page response (error and listing pages). */
export function clientSnapshotFromSite(site: Site | null, locale: Locale): ClientSiteSnapshot {
  return {
    site: siteData({ metadata: site?.metadata ?? {}, site_type: site?.type ?? 'broker' }),
    page: { variantData: null },
    api: { micrositeId: site?.microsite_id ?? null, siteKey: site?.key ?? null, locale },
  };
}

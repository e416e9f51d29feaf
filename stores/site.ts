import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import { defaultContactFormsSettings, type ClientPageData, type ClientSiteData } from '@/lib/site/client-site-data';
import { faviconFor, type BrandingVersion } from '@/lib/theme/branding';

/** A municipality of spec 000 section 3: DESCRIPTION is its label. */
export interface Municipality {
  MUN_CODE: string;
  DESCRIPTION: string;
}

/**
 * Site-wide state of spec 000 section 3, as the browser holds it: only what client islands
 * use. Filled by components/site/SiteStoreHydrator.client.tsx on every page and client
 * navigation (from lib/site/client-site-data.ts), and by the islands themselves (lists,
 * consent flag).
 *
 * Deliberately absent, although the spec lists them:
 * - pageData, headerData, pageContentData, footerData, footerOverride: header, content and
 *   footer blocks are rendered by server components. Copying them into the client payload
 *   would send every block twice (HTML and RSC props) and double the page weight; no
 *   island needs them (a block gets its fields, never the page).
 * - seoData, custom head elements, scriptsData: rendered on the server (generateMetadata,
 *   ScriptTags). A locale switch is a full document load (LocaleLink), so no client code
 *   needs to know whether tags are locale-specific.
 * - microsite id, site key, locale and routes: in stores/site-facts.tsx, a provider the site
 *   layout renders, which the listings and lead clients read.
 * - search municipalities and property types: in stores/search-options.ts, loaded once
 *   per session with the search filters.
 */
export interface SiteData extends ClientSiteData, ClientPageData {
  domainName: string;
  fullOrigin: string;
  /** The page address (origin + path), query and trailing slashes removed. */
  fullPath: string;
  /** Set once the external consent tool signals it is ready (lib/site/consent-bridge.ts). */
  consentReady: boolean;
  /** Every municipality, loaded by the lead forms (blocks/shared/multi-step/use-municipalities.ts). */
  allMunicipalities: Municipality[];
}

export interface SiteActions {
  /** Site-wide facts: branding, contact form settings, favicon, site type. */
  setSiteData(site: ClientSiteData): void;
  /** Facts of the page shown, on every navigation: the active variant. */
  setPageData(page: ClientPageData): void;
  setDomain(domain: { domainName: string; fullOrigin: string }): void;
  setFullPath(path: string): void;
  setConsentReady(ready: boolean): void;
  setAllMunicipalities(list: Municipality[]): void;
  reset(): void;
}

const defaultBranding: BrandingVersion = 1;

export const initialSiteData: SiteData = {
  remaxBrandingVersion: defaultBranding,
  contactFormsSettings: defaultContactFormsSettings,
  faviconUrl: faviconFor(defaultBranding),
  siteType: 'broker',
  variantData: null,
  domainName: '',
  fullOrigin: '',
  fullPath: '',
  consentReady: false,
  allMunicipalities: [],
};

/** Drops the query, the fragment and trailing slashes; a bare '/' stays '/'. */
export function withoutTrailingSlashes(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' && bare.startsWith('/') ? '/' : trimmed;
}

/**
 * Browser-side only: on the server a module-level store would be shared by every
 * request, so server components read the page response directly instead.
 */
export const useSiteStore = create<SiteData & SiteActions>()(
  immer((set) => ({
    ...initialSiteData,
    setSiteData: (site) =>
      set((state) => {
        state.remaxBrandingVersion = site.remaxBrandingVersion;
        state.contactFormsSettings = site.contactFormsSettings;
        state.faviconUrl = site.faviconUrl;
        state.siteType = site.siteType;
      }),
    setPageData: (page) => set((state) => void (state.variantData = page.variantData)),
    setDomain: ({ domainName, fullOrigin }) =>
      set((state) => {
        state.domainName = domainName;
        state.fullOrigin = withoutTrailingSlashes(fullOrigin);
      }),
    setFullPath: (path) => set((state) => void (state.fullPath = withoutTrailingSlashes(path))),
    setConsentReady: (ready) => set((state) => void (state.consentReady = ready)),
    setAllMunicipalities: (list) => set((state) => void (state.allMunicipalities = list)),
    reset: () => set(() => ({ ...initialSiteData })),
  })),
);

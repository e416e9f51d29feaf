import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';
import type { Block } from '@/blocks/types';
import type { Metadata, PageResponse, ScriptTag, Seo, Variant } from '@/lib/cms/types';
import { brandingVersion, faviconFor, type BrandingVersion } from '@/lib/theme/branding';

/** A municipality of spec 000 section 3: DESCRIPTION is its label. */
export interface Municipality {
  MUN_CODE: string;
  DESCRIPTION: string;
}

/** A property type option (maison, condo, ...) with its label. */
export interface PropertyTypeOption {
  code: string;
  label: string;
}

export interface ContactFormsSettings {
  show_consent: boolean;
  contact_name: string;
}

export const defaultContactFormsSettings: ContactFormsSettings = { show_consent: true, contact_name: '' };

/** Site-wide state of spec 000 section 3, as the browser holds it. */
export interface SiteData {
  remaxBrandingVersion: BrandingVersion;
  contactFormsSettings: ContactFormsSettings;
  variantData: Variant | null;
  faviconUrl: string;
  seoData: Seo | null;
  /** Custom head meta and link entries (metadata.elements). */
  headElements: unknown[];
  scriptsData: ScriptTag[];
  domainName: string;
  fullOrigin: string;
  /** The page address, trailing slashes removed. */
  fullPath: string;
  pageData: PageResponse | null;
  headerData: Block[];
  pageContentData: Block[];
  footerData: Block[];
  footerOverride: Block[] | null;
  consentReady: boolean;
  allMunicipalities: Municipality[];
  searchMunicipalities: Municipality[];
  propertyTypes: PropertyTypeOption[];
}

export interface SiteActions {
  /** First load: branding, contact settings, variant, favicon, seo and scripts of the site. */
  setSiteData(page: PageResponse): void;
  /** Every navigation: the page and its header, content and footer blocks. */
  setPageData(page: PageResponse): void;
  /** Both of the above, from one page response. */
  setFromPageResponse(page: PageResponse): void;
  setDomain(domain: { domainName: string; fullOrigin: string }): void;
  setFullPath(path: string): void;
  setConsentReady(ready: boolean): void;
  setAllMunicipalities(list: Municipality[]): void;
  setSearchMunicipalities(list: Municipality[]): void;
  setPropertyTypes(list: PropertyTypeOption[]): void;
  reset(): void;
}

export const initialSiteData: SiteData = {
  remaxBrandingVersion: 1,
  contactFormsSettings: defaultContactFormsSettings,
  variantData: null,
  faviconUrl: faviconFor(1),
  seoData: null,
  headElements: [],
  scriptsData: [],
  domainName: '',
  fullOrigin: '',
  fullPath: '',
  pageData: null,
  headerData: [],
  pageContentData: [],
  footerData: [],
  footerOverride: null,
  consentReady: false,
  allMunicipalities: [],
  searchMunicipalities: [],
  propertyTypes: [],
};

/** Drops the query, the fragment and trailing slashes; a bare '/' stays '/'. */
export function withoutTrailingSlashes(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' && bare.startsWith('/') ? '/' : trimmed;
}

function contactFormsSettingsFrom(metadata: Metadata): ContactFormsSettings {
  return {
    show_consent: metadata.contact_form?.show_consent ?? defaultContactFormsSettings.show_consent,
    contact_name: metadata.contact_form?.contact_name ?? defaultContactFormsSettings.contact_name,
  };
}

/**
 * Browser-side only: on the server a module-level store would be shared by every
 * request, so server components read the page response directly instead.
 */
export const useSiteStore = create<SiteData & SiteActions>()(
  immer((set, get) => ({
    ...initialSiteData,
    setSiteData: (page) =>
      set((state) => {
        const version = brandingVersion(page.metadata);
        state.remaxBrandingVersion = version;
        state.contactFormsSettings = contactFormsSettingsFrom(page.metadata);
        state.variantData = page.variant;
        state.faviconUrl = page.metadata.favicon || faviconFor(version);
        state.seoData = page.override?.seo ?? page.seo;
        state.headElements = page.metadata.elements ?? [];
        state.scriptsData = page.metadata.tags ?? [];
      }),
    setPageData: (page) =>
      set((state) => {
        state.pageData = page;
        state.headerData = page.header;
        state.pageContentData = page.content;
        state.footerData = page.footer;
        state.footerOverride = page.override?.footer ?? null;
      }),
    setFromPageResponse: (page) => {
      get().setSiteData(page);
      get().setPageData(page);
    },
    setDomain: ({ domainName, fullOrigin }) =>
      set((state) => {
        state.domainName = domainName;
        state.fullOrigin = withoutTrailingSlashes(fullOrigin);
      }),
    setFullPath: (path) => set((state) => void (state.fullPath = withoutTrailingSlashes(path))),
    setConsentReady: (ready) => set((state) => void (state.consentReady = ready)),
    setAllMunicipalities: (list) => set((state) => void (state.allMunicipalities = list)),
    setSearchMunicipalities: (list) => set((state) => void (state.searchMunicipalities = list)),
    setPropertyTypes: (list) => set((state) => void (state.propertyTypes = list)),
    reset: () => set(() => ({ ...initialSiteData })),
  })),
);

import { beforeEach, describe, expect, it } from 'vitest';
import type { PageResponse } from '@/lib/cms/types';
import { initialSiteData, useSiteStore, withoutTrailingSlashes } from '@/stores/site';

function pageResponse(overrides: Partial<PageResponse> = {}): PageResponse {
  return {
    content: [{ id: 'b1', block_type: 'text_block', fields: {} }],
    header: [{ id: 'h1', block_type: 'header_classic', fields: {} }],
    footer: [{ id: 'f1', block_type: 'footer_block', fields: {} }],
    seo: { robots_index_rule: 'index, follow' },
    theme: {},
    metadata: {},
    variant: null,
    title: { fr: 'Accueil', en: 'Home' },
    alternate_paths: [{ locale: 'en', path: '/' }],
    location: null,
    production: false,
    microsite_id: null,
    site_id: 'demo-broker',
    site_type: 'broker',
    site_key: 'key',
    recaptcha: null,
    page_kind: 'page',
    ...overrides,
  };
}

beforeEach(() => useSiteStore.getState().reset());

describe('site store', () => {
  it('starts with the defaults of spec 000 section 3', () => {
    const state = useSiteStore.getState();
    expect(state.remaxBrandingVersion).toBe(1);
    expect(state.variantData).toBeNull();
    expect(state.consentReady).toBe(false);
    expect(state.faviconUrl).toBe('/favicon.ico');
    expect(state.contactFormsSettings).toEqual({ show_consent: true, contact_name: '' });
    expect(state.allMunicipalities).toEqual([]);
  });

  it('takes branding, favicon, variant, contact settings and scripts from the page response', () => {
    const tags = [{ position: 'head' as const, content: '<meta name="x" content="y">' }];
    useSiteStore.getState().setSiteData(
      pageResponse({
        metadata: { use_remax_branding_2025: true, contact_form: { contact_name: 'Julie Tremblay' }, tags },
        variant: { id: 'v1', name: 'Printemps', color: 'teal' },
      }),
    );
    const state = useSiteStore.getState();
    expect(state.remaxBrandingVersion).toBe(2);
    expect(state.faviconUrl).toBe('/favicon_v2.ico');
    expect(state.variantData?.name).toBe('Printemps');
    expect(state.contactFormsSettings).toEqual({ show_consent: true, contact_name: 'Julie Tremblay' });
    expect(state.scriptsData).toEqual(tags);
  });

  it('prefers the site favicon and the page seo override when present', () => {
    useSiteStore.getState().setSiteData(
      pageResponse({
        metadata: { favicon: '/resources/favicon.png', contact_form: { show_consent: false } },
        override: { seo: { robots_index_rule: 'noindex' } },
      }),
    );
    const state = useSiteStore.getState();
    expect(state.faviconUrl).toBe('/resources/favicon.png');
    expect(state.seoData?.robots_index_rule).toBe('noindex');
    expect(state.contactFormsSettings.show_consent).toBe(false);
  });

  it('holds the page, its header, content, footer and footer override', () => {
    const override = [{ id: 'f2', block_type: 'footer_block', fields: {} }];
    useSiteStore.getState().setFromPageResponse(pageResponse({ override: { footer: override } }));
    const state = useSiteStore.getState();
    expect(state.pageData?.site_id).toBe('demo-broker');
    expect(state.headerData.map((b) => b.id)).toEqual(['h1']);
    expect(state.pageContentData.map((b) => b.id)).toEqual(['b1']);
    expect(state.footerData.map((b) => b.id)).toEqual(['f1']);
    expect(state.footerOverride?.map((b) => b.id)).toEqual(['f2']);
  });

  it('stores the full path without trailing slashes', () => {
    useSiteStore.getState().setFullPath('https://julie.example.com/fr/contact/');
    expect(useSiteStore.getState().fullPath).toBe('https://julie.example.com/fr/contact');
    useSiteStore.getState().setDomain({ domainName: 'julie.example.com', fullOrigin: 'https://julie.example.com/' });
    expect(useSiteStore.getState().fullOrigin).toBe('https://julie.example.com');
  });

  it('keeps lists and the consent flag', () => {
    const { setAllMunicipalities, setSearchMunicipalities, setPropertyTypes, setConsentReady } = useSiteStore.getState();
    setAllMunicipalities([{ MUN_CODE: '66023', DESCRIPTION: 'Montréal' }]);
    setSearchMunicipalities([{ MUN_CODE: '23027', DESCRIPTION: 'Québec' }]);
    setPropertyTypes([{ code: 'condo', label: 'Condos' }]);
    setConsentReady(true);
    const state = useSiteStore.getState();
    expect(state.allMunicipalities[0]?.DESCRIPTION).toBe('Montréal');
    expect(state.searchMunicipalities[0]?.MUN_CODE).toBe('23027');
    expect(state.propertyTypes[0]?.code).toBe('condo');
    expect(state.consentReady).toBe(true);
  });

  it('resets to the initial data', () => {
    useSiteStore.getState().setConsentReady(true);
    useSiteStore.getState().reset();
    expect(useSiteStore.getState().consentReady).toBe(initialSiteData.consentReady);
  });
});

describe('withoutTrailingSlashes', () => {
  it('drops trailing slashes, the query and the fragment', () => {
    expect(withoutTrailingSlashes('/fr/blogue//')).toBe('/fr/blogue');
    expect(withoutTrailingSlashes('/fr/proprietes/?mun=66023#map')).toBe('/fr/proprietes');
    expect(withoutTrailingSlashes('/')).toBe('/');
    expect(withoutTrailingSlashes('')).toBe('');
  });
});

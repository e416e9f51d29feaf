import { beforeEach, describe, expect, it } from 'vitest';
import type { PageResponse } from '@/lib/content/types';
import type { Site } from '@/lib/sites/sites';
import { clientSiteFacts, clientSnapshotFromPage, clientSnapshotFromSite } from '@/lib/site/client-site-data';
import { initialSiteData, useSiteStore, withoutTrailingSlashes } from '@/stores/site';

function pageResponse(overrides: Partial<PageResponse> = {}): PageResponse {
  return {
    content: [{ id: 'b1', block_type: 'text_block', fields: { body: { fr: 'Texte long' } } }],
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

/** A page response through the slim snapshot into the store, as SiteStoreHydrator does. */
function hydrate(page: PageResponse) {
  const snapshot = clientSnapshotFromPage(page);
  useSiteStore.getState().setSiteData(snapshot.site);
  useSiteStore.getState().setPageData(snapshot.page);
  return snapshot;
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
    expect(state.siteType).toBe('broker');
    expect(state.allMunicipalities).toEqual([]);
  });

  it('takes branding, favicon, variant, contact settings and site type from the page response', () => {
    hydrate(
      pageResponse({
        metadata: { use_remax_branding_2025: true, contact_form: { contact_name: 'Julie Tremblay' } },
        variant: { id: 'v1', name: 'Printemps', color: 'teal' },
        site_type: 'agency',
      }),
    );
    const state = useSiteStore.getState();
    expect(state.remaxBrandingVersion).toBe(2);
    expect(state.faviconUrl).toBe('/favicon_v2.ico');
    expect(state.variantData?.name).toBe('Printemps');
    expect(state.contactFormsSettings).toEqual({ show_consent: true, contact_name: 'Julie Tremblay' });
    expect(state.siteType).toBe('agency');
  });

  it('prefers the site favicon and reads show_consent', () => {
    hydrate(pageResponse({ metadata: { favicon: '/resources/favicon.png', contact_form: { show_consent: false } } }));
    const state = useSiteStore.getState();
    expect(state.faviconUrl).toBe('/resources/favicon.png');
    expect(state.contactFormsSettings.show_consent).toBe(false);
  });

  it('a later page without a variant clears it (per-page data)', () => {
    hydrate(pageResponse({ variant: { id: 'v1', name: 'Printemps', color: 'teal' } }));
    hydrate(pageResponse());
    expect(useSiteStore.getState().variantData).toBeNull();
  });

  it('stores the full path and origin without trailing slashes', () => {
    useSiteStore.getState().setFullPath('https://julie.example.com/fr/contact/');
    expect(useSiteStore.getState().fullPath).toBe('https://julie.example.com/fr/contact');
    useSiteStore.getState().setDomain({ domainName: 'julie.example.com', fullOrigin: 'https://julie.example.com/' });
    expect(useSiteStore.getState().fullOrigin).toBe('https://julie.example.com');
    expect(useSiteStore.getState().domainName).toBe('julie.example.com');
  });

  it('keeps the municipality list and the consent flag', () => {
    const { setAllMunicipalities, setConsentReady } = useSiteStore.getState();
    setAllMunicipalities([{ MUN_CODE: '66023', DESCRIPTION: 'Montréal' }]);
    setConsentReady(true);
    const state = useSiteStore.getState();
    expect(state.allMunicipalities[0]?.DESCRIPTION).toBe('Montréal');
    expect(state.consentReady).toBe(true);
  });

  it('resets to the initial data', () => {
    useSiteStore.getState().setConsentReady(true);
    useSiteStore.getState().reset();
    expect(useSiteStore.getState().consentReady).toBe(initialSiteData.consentReady);
  });
});

describe('client snapshot', () => {
  it('carries no blocks, seo or script tags to the browser', () => {
    const page = pageResponse({
      metadata: { tags: [{ position: 'body-top', content: '<script>track()</script>' }] },
      override: { footer: [{ id: 'f2', block_type: 'footer_block', fields: {} }] },
    });
    const json = JSON.stringify(clientSnapshotFromPage(page));
    for (const absent of ['header_classic', 'footer_block', 'text_block', 'Texte long', 'robots', 'track()', 'Accueil']) {
      expect(json).not.toContain(absent);
    }
    for (const key of ['pageData', 'headerData', 'pageContentData', 'footerData', 'footerOverride', 'seoData', 'scriptsData']) {
      expect(useSiteStore.getState()).not.toHaveProperty(key);
    }
  });

  it('site facts: the listings and lead identity of the site, and the locale routes', () => {
    const facts = clientSiteFacts({ microsite_id: '42', key: 'k1' }, 'en');
    expect(facts).toMatchObject({ micrositeId: '42', siteKey: 'k1', locale: 'en' });
    expect(facts.routes?.properties).toBe('/en/properties');
    expect(clientSiteFacts(null, 'fr')).toMatchObject({ micrositeId: null, siteKey: null, locale: 'fr' });
  });

  it('falls back to the site (error and listing pages) and to defaults without one', () => {
    const site = {
      type: 'agency',
      key: 'agency-key',
      microsite_id: null,
      metadata: { use_remax_branding_2025: true, contact_form: { show_consent: false } },
    } as unknown as Site;
    expect(clientSnapshotFromSite(site)).toEqual({
      site: {
        remaxBrandingVersion: 2,
        contactFormsSettings: { show_consent: false, contact_name: '' },
        faviconUrl: '/favicon_v2.ico',
        siteType: 'agency',
      },
      page: { variantData: null },
    });
    expect(clientSnapshotFromSite(null).site).toEqual({
      remaxBrandingVersion: 1,
      contactFormsSettings: { show_consent: true, contact_name: '' },
      faviconUrl: '/favicon.ico',
      siteType: 'broker',
    });
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

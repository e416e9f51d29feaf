// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import type { ClientSiteSnapshot } from '@/lib/site/client-site-data';
import { useSiteStore } from '@/stores/site';
import { setupDomRoot } from '../helpers/dom-root';

const navigation = vi.hoisted(() => ({ pathname: '/fr/contact' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { SiteStoreHydrator, applySiteSnapshot } = await import('@/components/site/SiteStoreHydrator.client');

const snapshot = (variant: string | null): ClientSiteSnapshot => ({
  site: {
    remaxBrandingVersion: 2,
    contactFormsSettings: { show_consent: false, contact_name: 'Équipe Tremblay' },
    faviconUrl: '/favicon_v2.ico',
    siteType: 'agency',
  },
  page: { variantData: variant ? { id: variant, name: 'Printemps', color: 'teal' } : null },
});

const dom = setupDomRoot(() => useSiteStore.getState().reset());

describe('applySiteSnapshot', () => {
  it('fills the site store and builds the address without trailing slashes', () => {
    applySiteSnapshot(snapshot('v1'), { origin: 'https://julie.example.com', hostname: 'julie.example.com', pathname: '/fr/contact/' });
    const state = useSiteStore.getState();
    expect(state).toMatchObject({
      remaxBrandingVersion: 2,
      siteType: 'agency',
      contactFormsSettings: { show_consent: false, contact_name: 'Équipe Tremblay' },
      domainName: 'julie.example.com',
      fullOrigin: 'https://julie.example.com',
      fullPath: 'https://julie.example.com/fr/contact',
    });
    expect(state.variantData?.id).toBe('v1');
  });
});

describe('SiteStoreHydrator', () => {
  it('hydrates on mount and again on a client navigation', async () => {
    window.history.replaceState(null, '', '/fr/contact');
    await dom.render(<SiteStoreHydrator snapshot={snapshot('v1')} />);
    expect(useSiteStore.getState().variantData?.id).toBe('v1');
    expect(useSiteStore.getState().fullPath).toBe(`${window.location.origin}/fr/contact`);

    window.history.pushState(null, '', '/fr/blogue/');
    navigation.pathname = '/fr/blogue/';
    await dom.render(<SiteStoreHydrator snapshot={snapshot(null)} />);
    expect(useSiteStore.getState().variantData).toBeNull();
    expect(useSiteStore.getState().fullPath).toBe(`${window.location.origin}/fr/blogue`);
    expect(dom.container.innerHTML).toBe('');
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClientSiteSnapshot } from '@/lib/site/client-site-data';
import { useSiteStore } from '@/stores/site';

const navigation = vi.hoisted(() => ({ pathname: '/fr/contact' }));
vi.mock('next/navigation', () => ({ usePathname: () => navigation.pathname }));

const { SiteStoreHydrator, applySiteSnapshot } = await import('@/components/site/SiteStoreHydrator.client');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const snapshot = (variant: string | null): ClientSiteSnapshot => ({
  site: {
    remaxBrandingVersion: 2,
    contactFormsSettings: { show_consent: false, contact_name: 'Équipe Tremblay' },
    faviconUrl: '/favicon_v2.ico',
    siteType: 'agency',
  },
  page: { variantData: variant ? { id: variant, name: 'Printemps', color: 'teal' } : null },
});

let container: HTMLElement;
let root: Root;
beforeEach(() => {
  useSiteStore.getState().reset();
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
});
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

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
    await act(async () => root.render(<SiteStoreHydrator snapshot={snapshot('v1')} />));
    expect(useSiteStore.getState().variantData?.id).toBe('v1');
    expect(useSiteStore.getState().fullPath).toBe(`${window.location.origin}/fr/contact`);

    window.history.pushState(null, '', '/fr/blogue/');
    navigation.pathname = '/fr/blogue/';
    await act(async () => root.render(<SiteStoreHydrator snapshot={snapshot(null)} />));
    expect(useSiteStore.getState().variantData).toBeNull();
    expect(useSiteStore.getState().fullPath).toBe(`${window.location.origin}/fr/blogue`);
    expect(container.innerHTML).toBe('');
  });
});

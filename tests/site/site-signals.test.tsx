// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSiteStore } from '@/stores/site';

vi.mock('next/navigation', () => ({ usePathname: () => '/fr' }));
const { SiteSignals } = await import('@/components/site/SiteSignals.client');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('SiteSignals (layout)', () => {
  it('bridges the consent tool into the store and warns about a duplicate main content in development', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<main id="main-content"></main><main id="main-content"></main><div id="app"></div>';
    const root = createRoot(document.getElementById('app')!);
    await act(async () => root.render(<SiteSignals />));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('id="main-content"');

    expect(useSiteStore.getState().consentReady).toBe(false);
    await act(async () => window.dispatchEvent(new Event('consent:ready')));
    expect(useSiteStore.getState().consentReady).toBe(true);
    await act(async () => root.unmount());
  });
});

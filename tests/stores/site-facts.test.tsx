// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { clientSiteFacts } from '@/lib/site/client-site-data';
import { SiteFactsProvider, useSiteFacts, type SiteFacts } from '@/stores/site-facts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function renderFacts(wrap: (probe: React.ReactNode) => React.ReactNode): SiteFacts[] {
  const seen: SiteFacts[] = [];
  function Probe() {
    seen.push(useSiteFacts());
    return null;
  }
  const root = createRoot(document.createElement('div'));
  act(() => root.render(wrap(<Probe />)));
  act(() => root.unmount());
  return seen;
}

describe('site facts provider', () => {
  it('gives islands the site identity and routes at their first render (no effect needed)', () => {
    const facts = clientSiteFacts({ microsite_id: 'julie-tremblay', key: 'demo-broker-key' }, 'en');
    const seen = renderFacts((probe) => <SiteFactsProvider facts={facts}>{probe}</SiteFactsProvider>);
    expect(seen[0]).toMatchObject({ micrositeId: 'julie-tremblay', siteKey: 'demo-broker-key', locale: 'en' });
    expect(seen[0]?.routes?.contact).toBe('/en/contact');
  });

  it('has no API identity outside a site (editor canvas)', () => {
    const seen = renderFacts((probe) => probe);
    expect(seen[0]).toMatchObject({ micrositeId: null, siteKey: null });
  });
});

'use client';

import { createContext, use, type ReactNode } from 'react';
import type { ClientSiteFacts } from '@/lib/site/client-site-data';

/**
 * What islands need to call the site's APIs and link to its special pages: the microsite
 * id, the site key, the locale and its routes. The site layout renders the provider with
 * the request's site, so the facts are there at the first render (no effect filling a
 * store after mount); blocks never receive them in their context.
 */
export type SiteFacts = ClientSiteFacts;

/** Outside a site (the editor canvas, isolated tests): no API identity. */
const noSite: SiteFacts = { micrositeId: null, siteKey: null, locale: 'fr', routes: null };

const SiteFactsContext = createContext<SiteFacts>(noSite);

export function SiteFactsProvider({ facts, children }: { facts: SiteFacts; children: ReactNode }) {
  return <SiteFactsContext value={facts}>{children}</SiteFactsContext>;
}

export function useSiteFacts(): SiteFacts {
  return use(SiteFactsContext);
}

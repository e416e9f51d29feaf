import { act, type ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { vi } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import { SiteFactsProvider } from '@/stores/site-facts';
import frSearch from '@/locales/fr/search.json';
import enSearch from '@/locales/en/search.json';
import { setupDomRoot } from './dom-root';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/*
 * Client leaves of the listing blocks under happy-dom (files using this need
 * `// @vitest-environment happy-dom`): fetch stubbed, a fresh React root per test.
 */

const searchMessages = { fr: frSearch, en: enSearch };

/** `node` with the search messages of `locale` and the site facts (microsite ms-1, key key-1), as the layout provides them. */
export function withSearchMessages(locale: Locale, node: ReactNode) {
  return (
    <NextIntlClientProvider locale={locale} timeZone={SITE_TIME_ZONE} messages={{ search: searchMessages[locale] }}>
      <SiteFactsProvider facts={{ micrositeId: 'ms-1', siteKey: 'key-1', locale, routes: null }}>{node}</SiteFactsProvider>
    </NextIntlClientProvider>
  );
}

/** Waits out the listings client's minimum delay (200 ms, no loading flicker) and lets React settle. */
export const settle = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 260))));

/**
 * Registers its own beforeEach/afterEach: each test gets a stubbed fetch and a root mounted
 * in the document; render() provides the site facts (microsite ms-1, key key-1) in `locale`.
 */
export function setupClientLeaf(locale: Locale) {
  let fetchMock: ReturnType<typeof vi.fn>;
  const dom = setupDomRoot(() => {
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
  });

  return {
    get container() {
      return dom.container;
    },
    get fetchMock() {
      return fetchMock;
    },
    /** Every request answers `{ status: 'success', data }`. */
    answer(data: object) {
      fetchMock.mockImplementation(() => Promise.resolve(new Response(JSON.stringify({ status: 'success', data }))));
    },
    /** Renders `node` with the search messages, then settles past the minimum delay. */
    async render(node: ReactNode) {
      await dom.render(withSearchMessages(locale, node));
      await settle();
    },
  };
}

import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, vi } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { loadMessages } from '@/locales';
import { SITE_TIME_ZONE } from '@/lib/format/date';

/*
 * Components rendered in the document under happy-dom (files using this need
 * `// @vitest-environment happy-dom`).
 */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * Registers its own beforeEach/afterEach: each test gets a fresh React root mounted in the
 * document, after `before` (stubbed globals, fake timers); afterwards the root is unmounted,
 * its container removed and the stubbed globals restored.
 */
export function setupDomRoot(before?: () => void) {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    before?.();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
    vi.unstubAllGlobals();
  });
  return {
    get container() {
      return container;
    },
    /** Renders `node` and lets React settle. */
    async render(node: ReactNode) {
      await act(async () => {
        root.render(node);
      });
    },
    /** Renders `node` with every French message, as a French page provides them. */
    async renderFr(node: ReactNode) {
      await act(async () => {
        root.render(
          <NextIntlClientProvider locale="fr" timeZone={SITE_TIME_ZONE} messages={loadMessages('fr')}>
            {node}
          </NextIntlClientProvider>,
        );
      });
    },
  };
}

/** What a French page gives its blocks (spec 000 routes), with `overrides`. */
export function blockContext(overrides: Partial<BlockContext> = {}): BlockContext {
  return {
    locale: 'fr',
    siteType: 'broker',
    brandingVersion: 1,
    variantId: null,
    routes: { home: '/fr', contact: '/fr/contact', properties: '/fr/proprietes', blog: '/fr/blogue', terms: '/fr/conditions', privacy: '/fr/confidentialite' },
    alternatePaths: [],
    index: 0,
    ...overrides,
  };
}

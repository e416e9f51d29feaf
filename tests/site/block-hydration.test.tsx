// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlockList } from '@/blocks/BlockList';
import type { Block, BlockContext } from '@/blocks/types';
import { blockHydrated } from '@/blocks/shared/block-hydration';
import { HydrationMark } from '@/components/site/HydrationMark.client';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ctx: Omit<BlockContext, 'index'> = {
  locale: 'fr',
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: '/fr', contact: '/fr/contact', properties: '/fr/proprietes', blog: '/fr/blogue', terms: '/fr/t', privacy: '/fr/p' },
  alternatePaths: [],
};
const spacer = (id: string): Block => ({ id, block_type: 'spacer_block', block_params: {}, fields: { height_desktop: 40, height_mobile: 20 } }) as Block;

describe('BlockList', () => {
  it('renders each block in place in its own Activity boundary, so React hydrates the blocks one at a time after the shell', () => {
    const html = renderToString(<BlockList blocks={[spacer('a'), spacer('b'), spacer('c')]} ctx={ctx} />);
    // Each block's server HTML is in place (nothing streamed later behind a script) between an
    // Activity boundary's markers.
    expect(html.match(/<!--&--><div class="block"[^>]*data-block-id="[abc]"/g)).toHaveLength(3);
    expect(html).not.toContain('<!--$');
    expect(html).not.toContain('<template');
  });
});

describe('HydrationMark', () => {
  let container: HTMLElement;
  let root: Root;
  beforeEach(() => {
    document.documentElement.removeAttribute('data-hydrated');
    container = document.createElement('div');
    // Two blocks rendered by the server, not hydrated yet.
    container.innerHTML = '<div class="block" data-block-id="a"></div><div class="block" data-block-id="b"></div><div id="mark"></div>';
    document.body.appendChild(container);
    root = createRoot(container.querySelector('#mark')!);
  });
  afterEach(async () => {
    await act(async () => root.unmount());
    container.remove();
  });

  it('marks the page hydrated only once every block on it has hydrated', async () => {
    await act(async () => root.render(<HydrationMark />));
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    act(() => blockHydrated());
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(false);
    act(() => blockHydrated());
    expect(document.documentElement.hasAttribute('data-hydrated')).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockList } from '@/blocks/BlockList';
import type { Block, BlockContext } from '@/blocks/types';

const ctx: Omit<BlockContext, 'index'> = {
  locale: 'fr',
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: '/fr', contact: '/fr/contact', properties: '/fr/proprietes', blog: '/fr/blogue', terms: '/fr/t', privacy: '/fr/p' },
  alternatePaths: [],
};
const spacer = (id: string): Block => ({ id, block_type: 'spacer_block', block_params: {}, fields: { height_desktop: 40, height_mobile: 20 } }) as Block;
const blocks = [spacer('a'), spacer('b'), spacer('c')];

/** The ids of the blocks the browser lays out only near the viewport. */
function offscreenIds(html: string): string[] {
  return [...html.matchAll(/<div class="block"[^>]*data-block-id="(\w+)"[^>]*>/g)].filter((m) => / data-offscreen=""/.test(m[0])).map((m) => m[1] ?? '');
}

describe('BlockList: the first frame lays out only what is on screen', () => {
  it('marks the blocks from `offscreenFrom` on, never the ones before (the first block of the page is painted at once)', () => {
    expect(offscreenIds(renderToString(<BlockList blocks={blocks} ctx={ctx} offscreenFrom={1} />))).toEqual(['b', 'c']);
    expect(offscreenIds(renderToString(<BlockList blocks={blocks} ctx={ctx} offscreenFrom={0} />))).toEqual(['a', 'b', 'c']);
  });

  it('marks none without `offscreenFrom` (the header, always at the top)', () => {
    expect(offscreenIds(renderToString(<BlockList blocks={blocks} ctx={ctx} />))).toEqual([]);
  });

  it('the marked blocks skip layout and paint until near the viewport, keeping their real height once rendered', () => {
    const css = readFileSync(path.join(process.cwd(), 'styles/globals.css'), 'utf8');
    const rule = /\.block\[data-offscreen\]\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/content-visibility:\s*auto/);
    expect(rule).toMatch(/contain-intrinsic-block-size:\s*auto \d+px/);
  });

  it('a marked block in use (focus inside: an open filter list) is not contained, so its list is not cut at the block edge', () => {
    const css = readFileSync(path.join(process.cwd(), 'styles/globals.css'), 'utf8');
    const rule = /\.block\[data-offscreen\]:focus-within\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/content-visibility:\s*visible/);
  });
});

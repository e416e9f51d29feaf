import { renderToStaticMarkup } from 'react-dom/server';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { BlockList } from '@/blocks/BlockList';
import { blockRegistry, getBlockDefinition } from '@/blocks/registry';
import { sheetsOfBlock } from '@/blocks/sheets.generated';
import type { Block, BlockContext } from '@/blocks/types';
import frHeroes from '@/locales/fr/heroes.json';
import frBlocks from '@/locales/fr/blocks.json';
import { SITE_TIME_ZONE } from '@/lib/format/date';

const ctx: Omit<BlockContext, 'index'> = {
  locale: 'fr',
  siteType: 'broker',
  brandingVersion: 1,
  variantId: null,
  routes: { home: '/fr', contact: '/fr/contact', properties: '/fr/proprietes', blog: '/fr/blogue', terms: '/fr/t', privacy: '/fr/p' },
  alternatePaths: [],
};

const demoBlock = (type: string, id: string): Block => ({
  id,
  block_type: type,
  block_params: getBlockDefinition(type)?.demoParams ?? {},
  fields: getBlockDefinition(type)?.demo as Record<string, unknown>,
}) as Block;

function renderPage(types: string[]) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="fr" timeZone={SITE_TIME_ZONE} messages={{ heroes: frHeroes, blocks: frBlocks }}>
      <BlockList blocks={types.map((type, index) => demoBlock(type, `b${index}`))} ctx={ctx} />
    </NextIntlClientProvider>,
  );
}

/** The CSS of the page's `<style>` elements, and the class names its elements carry. */
function styleAndClasses(html: string) {
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const body = html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
  const classes = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)).filter(Boolean));
  return { css, classes };
}

describe("a page's block styles", () => {
  it('defines every class a block sheet gave the rendered blocks', () => {
    const { css, classes } = styleAndClasses(renderPage(['hero_content_1', 'text_block_1', 'txt_img_double_block_1', 'spacer_block']));
    // A block sheet's class is its local name and the sheet's hash (scripts/build/block-sheet.cjs).
    const fromSheets = [...classes].filter((name) => /_[A-Za-z0-9_-]{6}$/.test(name));
    expect(fromSheets.length).toBeGreaterThan(5);
    for (const name of fromSheets) expect(css, `.${name}`).toContain(`.${name}`);
  });

  it('carries only the sheets of the blocks on the page, each once', () => {
    const spacerOnly = renderPage(['spacer_block']);
    const heroes = renderPage(['hero_content_1', 'hero_content_1', 'text_block_1']);
    const heroClass = [...styleAndClasses(heroes).classes].find((name) => name.startsWith('content_') || name.startsWith('root_'));
    expect(heroClass).toBeDefined();
    expect(styleAndClasses(spacerOnly).css).not.toContain(`.${heroClass}`);
    // React writes adjacent sheets of one precedence as one element naming them all.
    const keys = [...heroes.matchAll(/<style[^>]*data-href="([^"]+)"/g)].flatMap((match) => (match[1] ?? '').split(' '));
    expect(keys.length).toBeGreaterThan(0);
    expect(new Set(keys).size).toBe(keys.length);
    // The whole set of block sheets is several times what this page needs.
    expect(styleAndClasses(heroes).css.length).toBeLessThan(30_000);
  });

  it('are listed for every registered block type, under its own type', () => {
    // A block type missing here would render without any of its styles.
    expect(Object.keys(sheetsOfBlock).sort()).toEqual([...blockRegistry.keys()].sort());
  });
});

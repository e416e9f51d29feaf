import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';
import type { Block } from '@/blocks/types';
import { blocksToData, dataToBlocks, dataToRoot } from '@/builder/page-data';

const blocks: Block[] = [
  { id: 'a', block_type: 'cta_block', block_params: { orientation_x: 'left', color_scheme: 'inverted' }, fields: { orientation_x: 'right', main_title: { fr: 'Titre', en: 'Title' } } },
  { id: 'b', block_type: 'spacer_block', fields: {} },
  { id: 'c', block_type: 'no_longer_registered', block_params: {}, fields: { anything: [1, { deep: null }] } },
];

describe('page <-> Puck data', () => {
  it('maps blocks to Puck items with the fields at the top of the props and block_params apart', () => {
    const data = blocksToData(blocks);
    expect(data.content[0]).toEqual({
      type: 'cta_block',
      props: { id: 'a', orientation_x: 'right', main_title: { fr: 'Titre', en: 'Title' }, block_params: { orientation_x: 'left', color_scheme: 'inverted' } },
    });
    expect(data.content[1]).toEqual({ type: 'spacer_block', props: { id: 'b' } });
  });

  it('round-trips blocks exactly, with or without block_params, whatever their type', () => {
    expect(dataToBlocks(blocksToData(blocks))).toEqual(blocks);
    const demos: Block[] = [...blockRegistry.values()].map((d, i) => ({ id: `d${i}`, block_type: d.type, block_params: d.demoParams, fields: d.demo as Record<string, unknown> }))
      .map(({ block_params, ...rest }) => (block_params ? { ...rest, block_params } : rest));
    expect(dataToBlocks(blocksToData(demos))).toEqual(demos);
    expect(JSON.parse(JSON.stringify(dataToBlocks(JSON.parse(JSON.stringify(blocksToData(demos))))))).toEqual(JSON.parse(JSON.stringify(demos)));
  });

  it('keeps the title, SEO and paths in the root props', () => {
    const root = { title: { fr: 'Accueil', en: 'Home' }, seo: { robots_index_rule: 'noindex' }, paths: { fr: '/', en: '/' } };
    const data = blocksToData([], root);
    expect(data.root.props).toEqual(root);
    expect(dataToRoot(data)).toEqual(root);
    expect(dataToRoot({ root: {} })).toEqual({ title: {}, seo: {}, paths: {} });
  });
});

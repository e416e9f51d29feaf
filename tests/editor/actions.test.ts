import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { Block } from '@/blocks/types';
import {
  addBlock,
  colorSchemeOf,
  moveBlock,
  removeBlock,
  replaceBlock,
  resetBlock,
  setValueAtPath,
  toggleColorScheme,
} from '@/lib/editor/actions';

function page(): Block[] {
  return [
    {
      id: 'hero',
      block_type: 'hero_content_1',
      block_params: { color_scheme: 'inverted' },
      fields: { main_title: { fr: 'Bienvenue', en: 'Welcome' } },
    },
    {
      id: 'cta',
      block_type: 'cta_block',
      fields: {
        main_title: { fr: 'Vendre', en: 'Sell' },
        cta_repeater: [
          { text: { fr: 'Évaluer', en: 'Value' }, url: { fr: '/fr/contact' } },
          { text: { fr: 'Appeler', en: 'Call' } },
        ],
        image: { media: { fr: { url: '/demo/a.svg', alt: '' } } },
      },
    },
    { id: 'text', block_type: 'text_block_2', block_params: {}, fields: { description: { fr: 'Texte' } } },
  ];
}

const ids = (blocks: readonly Block[]) => blocks.map((b) => b.id);

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warn.mockRestore());

function expectWarning(fragment: string) {
  expect(warn).toHaveBeenCalledTimes(1);
  expect(String(warn.mock.calls[0]?.[0])).toContain(fragment);
}

describe('addBlock', () => {
  const spacer: Block = { id: 'new', block_type: 'spacer_block', fields: { size: 'md' } };

  it('appends at the end by default and leaves the input untouched', () => {
    const blocks = page();
    const result = addBlock(blocks, spacer);
    expect(ids(result)).toEqual(['hero', 'cta', 'text', 'new']);
    expect(ids(blocks)).toEqual(['hero', 'cta', 'text']);
  });

  it('inserts at an index, clamped to the list', () => {
    expect(ids(addBlock(page(), spacer, 1))).toEqual(['hero', 'new', 'cta', 'text']);
    expect(ids(addBlock(page(), spacer, -4))).toEqual(['new', 'hero', 'cta', 'text']);
    expect(ids(addBlock(page(), spacer, 99))).toEqual(['hero', 'cta', 'text', 'new']);
  });

  it('refuses a duplicate id with a warning', () => {
    const blocks = page();
    expect(addBlock(blocks, { ...spacer, id: 'cta' })).toBe(blocks);
    expectWarning('already exists');
  });
});

describe('removeBlock', () => {
  it('removes the block', () => {
    expect(ids(removeBlock(page(), 'cta'))).toEqual(['hero', 'text']);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns and returns the input for an unknown block', () => {
    const blocks = page();
    expect(removeBlock(blocks, 'nope')).toBe(blocks);
    expectWarning('removeBlock: block "nope" not found');
  });
});

describe('resetBlock', () => {
  const defaults = { fields: { main_title: { fr: 'Démo', en: 'Demo' } }, params: { color_scheme: 'normal-grey' } };

  it('goes back to the demo fields and params, keeping id and type', () => {
    const result = resetBlock(page(), 'hero', defaults);
    expect(result[0]).toEqual({ id: 'hero', block_type: 'hero_content_1', ...{ block_params: defaults.params, fields: defaults.fields } });
  });

  it('does not share the defaults object with the page', () => {
    const result = resetBlock(page(), 'hero', defaults);
    expect(result[0]!.fields).not.toBe(defaults.fields);
  });

  it('warns for an unknown block', () => {
    const blocks = page();
    expect(resetBlock(blocks, 'nope', defaults)).toBe(blocks);
    expectWarning('resetBlock');
  });
});

describe('replaceBlock', () => {
  it('puts the new block in the same place', () => {
    const other: Block = { id: 'video', block_type: 'video_block', fields: {} };
    const result = replaceBlock(page(), 'cta', other);
    expect(ids(result)).toEqual(['hero', 'video', 'text']);
    expect(result[1]).toEqual(other);
  });

  it('warns for an unknown block', () => {
    const blocks = page();
    expect(replaceBlock(blocks, 'nope', { id: 'x', block_type: 'x', fields: {} })).toBe(blocks);
    expectWarning('replaceBlock');
  });

  it('refuses an id another block already has', () => {
    const blocks = page();
    expect(replaceBlock(blocks, 'cta', { id: 'text', block_type: 'x', fields: {} })).toBe(blocks);
    expectWarning('already exists');
  });
});

describe('moveBlock', () => {
  it('moves a block down and up', () => {
    expect(ids(moveBlock(page(), 0, 2))).toEqual(['cta', 'text', 'hero']);
    expect(ids(moveBlock(page(), 2, 0))).toEqual(['text', 'hero', 'cta']);
  });

  it('warns when a position is outside the list', () => {
    const blocks = page();
    expect(moveBlock(blocks, 0, 3)).toBe(blocks);
    expectWarning('outside the list');
  });
});

describe('setValueAtPath', () => {
  it('sets a localised field', () => {
    const blocks = page();
    const result = setValueAtPath(blocks, 'hero', 'fields.main_title.fr', 'Bonjour');
    expect(result[0]!.fields.main_title).toEqual({ fr: 'Bonjour', en: 'Welcome' });
    expect(blocks[0]!.fields.main_title).toEqual({ fr: 'Bienvenue', en: 'Welcome' });
  });

  it('sets a value inside a repeater item', () => {
    const result = setValueAtPath(page(), 'cta', 'fields.cta_repeater.0.text.en', 'Get a valuation');
    const repeater = result[1]!.fields.cta_repeater as { text: { en: string } }[];
    expect(repeater[0]!.text.en).toBe('Get a valuation');
  });

  it('sets a block param, creating block_params when the block has none', () => {
    expect(setValueAtPath(page(), 'hero', 'block_params.color_scheme', 'normal')[0]!.block_params).toEqual({
      color_scheme: 'normal',
    });
    expect(setValueAtPath(page(), 'cta', 'block_params.orientation_x', 'left')[1]!.block_params).toEqual({
      orientation_x: 'left',
    });
  });

  it('removes a link or image field set to null', () => {
    const withoutImage = setValueAtPath(page(), 'cta', 'fields.image', null);
    expect(withoutImage[1]!.fields).not.toHaveProperty('image');
    const withoutLink = setValueAtPath(page(), 'cta', 'fields.cta_repeater.0', null);
    expect(withoutLink[1]!.fields.cta_repeater).toEqual([{ text: { fr: 'Appeler', en: 'Call' } }]);
  });

  it('warns for an unknown block', () => {
    const blocks = page();
    expect(setValueAtPath(blocks, 'nope', 'fields.main_title.fr', 'x')).toBe(blocks);
    expectWarning('setValueAtPath: block "nope" not found');
  });

  it.each([
    ['a missing step', 'fields.subtitle.fr'],
    ['an index past the list', 'fields.cta_repeater.5.text.en'],
    ['a step through a string', 'fields.main_title.fr.x'],
  ])('warns for %s', (_, path) => {
    const blocks = page();
    expect(setValueAtPath(blocks, 'cta', path, 'x')).toBe(blocks);
    expectWarning('not found');
  });

  it('warns for a path outside fields and block_params', () => {
    const blocks = page();
    expect(setValueAtPath(blocks, 'cta', 'id', 'x')).toBe(blocks);
    expectWarning('must be fields');
  });

  it('warns when nulling a field that does not exist', () => {
    const blocks = page();
    expect(setValueAtPath(blocks, 'hero', 'fields.image', null)).toBe(blocks);
    expectWarning('not found');
  });
});

describe('toggleColorScheme', () => {
  it('cycles through the configured schemes in order and wraps around', () => {
    let blocks: readonly Block[] = page();
    const seen: (string | null)[] = [];
    for (let i = 0; i < 4; i++) {
      blocks = toggleColorScheme(blocks, 'text', ['normal', 'normal-grey', 'inverted']);
      seen.push(colorSchemeOf(blocks, 'text'));
    }
    // A block without a scheme shows 'normal', so the first toggle goes to the next one.
    expect(seen).toEqual(['normal-grey', 'inverted', 'normal', 'normal-grey']);
  });

  it('only uses the configured schemes', () => {
    const blocks = toggleColorScheme(page(), 'hero', ['inverted', 'normal']);
    expect(colorSchemeOf(blocks, 'hero')).toBe('normal');
    expect(colorSchemeOf(toggleColorScheme(blocks, 'hero', ['inverted', 'normal']), 'hero')).toBe('inverted');
  });

  it('warns for an unknown block', () => {
    const blocks = page();
    expect(toggleColorScheme(blocks, 'nope', ['normal'])).toBe(blocks);
    expectWarning('toggleColorScheme');
  });
});

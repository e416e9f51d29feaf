// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Block } from '@/blocks/types';
import type { SectionCatalogEntry } from '@/builder/sections/catalog';
import { SectionsEditor } from '@/builder/sections/SectionsEditor.client';
import frEditor from '@/locales/fr/editor.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const catalog: SectionCatalogEntry[] = [
  { type: 'cta_block', label: 'Appel à l’action', category: 'cta', params: { orientation_x: ['left', 'right'] }, demo: { main_title: { fr: 'Démo' } }, demoParams: {} },
  { type: 'spacer_block', label: 'Espacement', category: 'layout', params: {}, demo: { height_desktop: 96 }, demoParams: { color_scheme: 'inverted' } },
];

const blocks: Block[] = [
  { id: 'a', block_type: 'cta_block', fields: { main_title: { fr: 'A' } } },
  { id: 'b', block_type: 'spacer_block', fields: {} },
  { id: 'c', block_type: 'cta_block', fields: { main_title: { fr: 'C' } } },
];

let root: Root;
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(async () => {
  document.body.innerHTML = '<div id="app"></div>';
  fetchMock = vi.fn(async () => new Response(JSON.stringify({ version: 8 }), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  // happy-dom has no layout: give each section row a 60px-high box in list order.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const rows = [...document.querySelectorAll('li[data-block-id]')];
    const row = this.closest('li[data-block-id]');
    const index = row ? rows.indexOf(row) : 0;
    const top = index * 60;
    return { x: 0, y: top, top, left: 0, width: 600, height: 50, right: 600, bottom: top + 50, toJSON() {} } as DOMRect;
  });
  root = createRoot(document.getElementById('app')!);
  await act(async () => {
    root.render(
      <NextIntlClientProvider locale="fr" messages={{ editor: frEditor }}>
        <SectionsEditor pageId={4} initialBlocks={blocks} initialVersion={7} catalog={catalog} />
      </NextIntlClientProvider>,
    );
  });
});

afterEach(async () => {
  await act(async () => root.unmount());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const order = () => [...document.querySelectorAll('li[data-block-id]')].map((li) => li.getAttribute('data-block-id'));
const buttonIn = (blockId: string, text: string) =>
  [...document.querySelectorAll(`li[data-block-id="${blockId}"] button`)].find((b) => b.textContent === text) as HTMLButtonElement;
const click = (element: HTMLElement) => act(async () => element.click());

async function save() {
  const saveButton = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Enregistrer le brouillon')!;
  await click(saveButton);
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  expect(url).toBe('/api/editor/sections');
  return JSON.parse(init.body) as { pageId: number; blocks: Block[]; expectedVersion: number };
}

function key(target: EventTarget, code: string) {
  return act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { code, key: code === 'Space' ? ' ' : code, bubbles: true, cancelable: true }));
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('sections editor', () => {
  it('saves the block list against the loaded version, then the new one', async () => {
    const body = await save();
    expect(body).toEqual({ pageId: 4, blocks, expectedVersion: 7 });
    expect(document.body.textContent).toContain('Enregistré (version 8).');
    expect((await save()).expectedVersion).toBe(8);
  });

  it('reorders with the move buttons', async () => {
    await click(buttonIn('a', 'Descendre'));
    expect(order()).toEqual(['b', 'a', 'c']);
    expect(buttonIn('b', 'Monter').disabled).toBe(true);
    expect((await save()).blocks.map((b) => b.id)).toEqual(['b', 'a', 'c']);
  });

  it('reorders with the keyboard: Space on the handle, ArrowDown twice, Space', async () => {
    const handle = document.querySelector<HTMLButtonElement>('li[data-block-id="a"] button[aria-label^="Déplacer"]')!;
    handle.focus();
    await key(handle, 'Space');
    await key(document, 'ArrowDown');
    await key(document, 'ArrowDown');
    await key(document, 'Space');
    expect(order()).toEqual(['b', 'c', 'a']);
  });

  it('adds a block of the registry with its demo fields and params at the end', async () => {
    const select = document.querySelector<HTMLSelectElement>('select')!;
    await act(async () => {
      select.value = 'spacer_block';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const add = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Ajouter à la fin')!;
    await click(add);
    const added = (await save()).blocks[3]!;
    expect(added).toMatchObject({ block_type: 'spacer_block', fields: { height_desktop: 96 }, block_params: { color_scheme: 'inverted' } });
    expect(added.id).toMatch(/^spacer_block-/);
  });

  it('deletes a block only after confirmation', async () => {
    await click(buttonIn('b', 'Supprimer'));
    expect(order()).toEqual(['a', 'b', 'c']);
    await click(buttonIn('b', 'Annuler'));
    await click(buttonIn('b', 'Supprimer'));
    await click(buttonIn('b', 'Oui, supprimer'));
    expect(order()).toEqual(['a', 'c']);
  });

  it('configures params and colour scheme, and refuses invalid JSON fields', async () => {
    await click(buttonIn('a', 'Configurer'));
    const [scheme, orientation] = [...document.querySelectorAll<HTMLSelectElement>('li[data-block-id="a"] select')];
    await act(async () => {
      scheme!.value = 'inverted';
      scheme!.dispatchEvent(new Event('change', { bubbles: true }));
      orientation!.value = 'right';
      orientation!.dispatchEvent(new Event('change', { bubbles: true }));
    });
    const textarea = document.querySelector<HTMLTextAreaElement>('li[data-block-id="a"] textarea')!;
    const setText = (value: string) =>
      act(async () => {
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(textarea, value);
        textarea.dispatchEvent(new Event('input', { bubbles: true }));
      });
    await setText('{"main_title": ');
    expect(document.querySelector('li[data-block-id="a"] [role="alert"]')?.textContent).toContain('JSON invalide');
    await setText('{"main_title": {"fr": "Nouveau"}}');
    expect(document.querySelector('li[data-block-id="a"] [role="alert"]')).toBeNull();
    expect((await save()).blocks[0]).toEqual({
      id: 'a',
      block_type: 'cta_block',
      block_params: { color_scheme: 'inverted', orientation_x: 'right' },
      fields: { main_title: { fr: 'Nouveau' } },
    });
  });

  it('shows the schema errors the API reports, by block', async () => {
    fetchMock.mockImplementationOnce(async () =>
      new Response(
        JSON.stringify({ status: 'error', error: 'invalid_blocks', message: '1', blocks: [{ blockId: 'c', type: 'cta_block', issues: [{ path: 'main_title', message: 'Invalid input' }] }] }),
        { status: 422 },
      ),
    );
    await save();
    expect(document.querySelector('li[data-block-id="c"] [role="alert"]')?.textContent).toContain('main_title');
    expect(document.body.textContent).toContain('Ces sections sont invalides');
  });

  it('explains a version conflict', async () => {
    fetchMock.mockImplementationOnce(async () =>
      new Response(JSON.stringify({ status: 'error', error: 'version_conflict', message: 'x', version: 9 }), { status: 409 }),
    );
    await save();
    expect(document.body.textContent).toContain('Quelqu’un a enregistré cette page entre-temps (version 9)');
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import EditModeRoot from '@/builder/edit-mode/EditModeRoot.client';
import type { AbilitiesByType } from '@/builder/edit-mode/block-abilities';
import frEditor from '@/locales/fr/editor.json';
import frUi from '@/locales/fr/ui.json';
import { useEditorFlags } from '@/stores/editor-flags';
import { useToasts } from '@/stores/toasts';

const router = vi.hoisted(() => ({ refresh: vi.fn() }));
vi.mock('next/navigation', () => ({ usePathname: () => '/fr/vendre', useRouter: () => router }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const abilities: AbilitiesByType = {
  cta_block: { toggleColorScheme: true, edit: true, delete: true },
  spacer_block: { toggleColorScheme: true, edit: false, delete: false },
};

let root: Root;
let fetchMock: ReturnType<typeof vi.fn>;

function json(body: unknown, status = 200) {
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

beforeEach(async () => {
  sessionStorage.clear();
  document.body.innerHTML = `
    <header><div class="block" data-block-type="header_classic" data-block-id="h1" data-scheme="normal"></div></header>
    <main id="main-content">
      <div class="block" data-block-type="cta_block" data-block-id="cta-1" data-scheme="normal"><p>CTA</p></div>
      <div class="block" data-block-type="spacer_block" data-block-id="sp-1" data-scheme="normal"></div>
    </main>
    <div id="app"></div>`;
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/api/editor/blocks/locate')) return json({ pageId: '12' });
    const body = JSON.parse(String(init?.body)) as { blockId: string };
    if (url === '/api/editor/blocks/color-scheme') return json({ pageId: '12', blockId: body.blockId, version: 5, colorScheme: 'normal-grey' });
    if (url === '/api/editor/blocks/delete') return json({ status: 'error', error: 'version_conflict', message: 'x' }, 409);
    return json({}, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  root = createRoot(document.getElementById('app')!);
  await act(async () => {
    root.render(
      <NextIntlClientProvider locale="fr" messages={{ editor: frEditor, ui: frUi }}>
        <EditModeRoot abilities={abilities} />
      </NextIntlClientProvider>,
    );
  });
});

afterEach(async () => {
  await act(async () => root.unmount());
  router.refresh.mockClear();
  vi.unstubAllGlobals();
  useToasts.getState().clear();
});

const toggle = () => document.querySelector<HTMLButtonElement>('button[aria-pressed]')!;
const toolbar = (blockId: string) => document.querySelector(`[data-block-id="${blockId}"] [role="toolbar"]`);
const buttonsOf = (blockId: string) => [...(toolbar(blockId)?.querySelectorAll('button, a') ?? [])].map((el) => el.textContent);

async function turnOn() {
  await act(async () => toggle().click());
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

describe('edit mode on the public page', () => {
  it('shows only the "Mode édition" toggle until turned on', () => {
    expect(toggle().textContent).toBe('Mode édition');
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    expect(document.querySelector('[role="toolbar"]')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('overlays buttons on content blocks, each only if the block allows it', async () => {
    await turnOn();
    expect(toggle().getAttribute('aria-pressed')).toBe('true');
    expect(useEditorFlags.getState().globalEditModeActivated).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/api/editor/blocks/locate?path=%2Ffr%2Fvendre', expect.anything());
    expect(buttonsOf('cta-1')).toEqual(['Changer le jeu de couleurs (actuel : normal)', 'Modifier', 'Supprimer']);
    expect(buttonsOf('sp-1')).toEqual(['Changer le jeu de couleurs (actuel : normal)']);
    // Header and footer blocks belong to the site, not the page.
    expect(toolbar('h1')).toBeNull();
    const edit = toolbar('cta-1')!.querySelector('a')!;
    expect(edit.getAttribute('href')).toBe('/qa/pages/12/edit?block=cta-1');
    // Draft preview is a POST form (it turns draft mode on), never a GET link.
    const preview = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Voir le brouillon');
    const form = preview?.closest('form');
    expect(form?.getAttribute('action')).toBe('/api/editor/preview');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.querySelector<HTMLInputElement>('input[name=path]')?.value).toBe('/fr/vendre');
  });

  it('toggles the colour scheme through the API and restyles the block at once', async () => {
    await turnOn();
    const schemeButton = toolbar('cta-1')!.querySelector('button')!;
    await act(async () => schemeButton.click());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/editor/blocks/color-scheme')!;
    expect(JSON.parse(init.body)).toEqual({ path: '/fr/vendre', blockId: 'cta-1' });
    expect(document.querySelector<HTMLElement>('[data-block-id="cta-1"]')!.dataset.scheme).toBe('normal-grey');
    expect(useToasts.getState().toasts[0]?.title).toBe('Brouillon enregistré');
    expect(useToasts.getState().toasts[0]?.messages).toEqual(['Jeu de couleurs « gris » enregistré (version 5).']);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('asks before deleting and shows the API error', async () => {
    await turnOn();
    const confirm = vi.fn(() => true);
    vi.stubGlobal('confirm', confirm);
    const deleteButton = [...toolbar('cta-1')!.querySelectorAll('button')].find((b) => b.textContent === 'Supprimer')!;
    await act(async () => deleteButton.click());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(confirm).toHaveBeenCalled();
    expect(document.querySelector('[role="alert"]')?.textContent).toContain('Quelqu’un a enregistré cette page entre-temps');
    expect(document.querySelector<HTMLElement>('[data-block-id="cta-1"]')!.hidden).toBe(false);
  });

  it('deletes a block once confirmed: the API is asked, the block leaves the page and a toast says so', async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url.startsWith('/api/editor/blocks/locate')) return json({ pageId: '12' });
      if (url === '/api/editor/blocks/delete') return json({ pageId: '12', blockId: JSON.parse(String(init?.body)).blockId, version: 6 });
      return json({}, 404);
    });
    await turnOn();
    vi.stubGlobal('confirm', vi.fn(() => true));
    const deleteButton = [...toolbar('cta-1')!.querySelectorAll('button')].find((b) => b.textContent === 'Supprimer')!;
    await act(async () => deleteButton.click());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const [, init] = fetchMock.mock.calls.find(([url]) => url === '/api/editor/blocks/delete')!;
    expect(JSON.parse(init.body)).toEqual({ path: '/fr/vendre', blockId: 'cta-1' });
    expect(document.querySelector<HTMLElement>('[data-block-id="cta-1"]')!.hidden).toBe(true);
    expect(document.querySelector('[role="alert"]')).toBeNull();
    expect(useToasts.getState().toasts[0]?.messages).toEqual(['Bloc supprimé du brouillon (version 6).']);
    expect(router.refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps the block when the deletion is not confirmed', async () => {
    await turnOn();
    vi.stubGlobal('confirm', vi.fn(() => false));
    const deleteButton = [...toolbar('cta-1')!.querySelectorAll('button')].find((b) => b.textContent === 'Supprimer')!;
    await act(async () => deleteButton.click());
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/editor/blocks/delete')).toBe(false);
    expect(document.querySelector<HTMLElement>('[data-block-id="cta-1"]')!.hidden).toBe(false);
  });

  it('turns off and removes the overlays', async () => {
    await turnOn();
    await act(async () => toggle().click());
    expect(document.querySelector('[role="toolbar"]')).toBeNull();
    expect(useEditorFlags.getState().globalEditModeActivated).toBe(false);
  });
});

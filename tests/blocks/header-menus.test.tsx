// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BlockContext } from '@/blocks/types';
import { headerClassicBlock } from '@/blocks/header-classic';
import { headerMegamenuBlock } from '@/blocks/header-megamenu';
import { headerOutOfNormBlock } from '@/blocks/header-out-of-norm';
import { blockContext, setupDomRoot } from '../helpers/dom-root';

/*
 * Issue 34, item 1: the header menus of the three header blocks (spec 000 section 10), rendered
 * in the browser with their demo content (the agency site's megamenu included): a sub-menu
 * closes on an outside click and on a click on one of its links; the out-of-norm header is
 * left-aligned by default; the mobile panel's entries with sub-menus are accordions, one open
 * at a time. Hover, keys and focus are covered in the browser (e2e/polish.spec.ts).
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/fr',
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const ctx = blockContext({
  siteType: 'agency',
  brandingVersion: 2,
  alternatePaths: [
    { locale: 'fr', path: '/fr' },
    { locale: 'en', path: '/en' },
  ],
});

const blocks = { classic: headerClassicBlock, megamenu: headerMegamenuBlock, 'out-of-norm': headerOutOfNormBlock } as const;

const dom = setupDomRoot(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
      unobserve() {}
    },
  );
});

async function render(kind: keyof typeof blocks, params: Record<string, unknown> = {}) {
  const block = blocks[kind];
  const fields = block.schema.parse(block.demo);
  const Header = block.component as (props: { fields: unknown; params: unknown; ctx: BlockContext; id: string }) => React.ReactNode;
  await dom.renderFr(<Header fields={fields} params={{ color_scheme: 'normal', ...(block.demoParams ?? {}), ...params }} ctx={ctx} id="header" />);
}

const desktopNav = () => dom.container.querySelector<HTMLElement>('nav[data-align]')!;
const toggle = () => desktopNav().querySelector<HTMLButtonElement>('button[aria-label="Sous-menu Propriétés"]')!;
const panelLinks = () => [...document.getElementById(toggle().getAttribute('aria-controls')!)!.querySelectorAll('a')];
async function openSubmenu() {
  await act(async () => toggle().click());
  expect(toggle().getAttribute('aria-expanded')).toBe('true');
}

describe.each(['classic', 'megamenu', 'out-of-norm'] as const)('%s header menus', (kind) => {
  it('a sub-menu closes on a click outside the nav, not on a click inside it', async () => {
    await render(kind);
    await openSubmenu();
    await act(async () => desktopNav().dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await act(async () => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('a sub-menu closes when one of its links is clicked', async () => {
    await render(kind);
    await openSubmenu();
    const forSale = panelLinks().find((a) => a.getAttribute('href') === '/fr/proprietes?forSaleForRent=buy')!;
    await act(async () => {
      forSale.addEventListener('click', (event) => event.preventDefault(), { once: true });
      forSale.click();
    });
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
  });

  it('the mobile panel shows the entries with sub-menus as accordions, one open at a time', async () => {
    await render(kind);
    const accordions = [...dom.container.querySelectorAll('details')];
    expect(accordions.map((d) => d.querySelector('summary')?.textContent)).toEqual(['Propriétés', 'Courtiers']);
    // Native exclusive accordions: the same name on every <details>.
    expect(new Set(accordions.map((d) => d.getAttribute('name')))).toEqual(new Set(['mobile-nav']));
    expect([...accordions[1]!.querySelectorAll('a')].map((a) => a.textContent)).toContain('Pourquoi nous choisir');
  });
});

describe('header kinds', () => {
  it('the out-of-norm header aligns its links left by default; the others centre them', async () => {
    await render('out-of-norm', { orientation_x: undefined });
    expect(desktopNav().dataset.align).toBe('left');
    await render('classic', { orientation_x: undefined });
    expect(desktopNav().dataset.align).toBe('center');
  });

  it('the megamenu (agency site) opens groups with an image, a title and a description, and a super-header', async () => {
    await render('megamenu');
    await openSubmenu();
    const panel = document.getElementById(toggle().getAttribute('aria-controls')!)!;
    expect(panel.closest('li')?.dataset.kind).toBe('mega');
    expect(panel.textContent).toContain('Maisons à vendre');
    expect(panel.textContent).toContain('Unifamiliales, plex et chalets partout au Québec.');
    expect(panel.querySelectorAll('img').length).toBe(3);
    expect(panelLinks().map((a) => a.getAttribute('href'))).toEqual(
      expect.arrayContaining(['/fr/proprietes?forSaleForRent=buy', '/fr/proprietes?forSaleForRent=rent', '/fr/proprietes?open_house=1']),
    );
    // The super-header above the bar: its sections' links, the locale switcher with them.
    const bar = dom.container.querySelector('[data-part="bar"]')!;
    const superLinks = [...dom.container.querySelectorAll('a')].filter((a) => !bar.contains(a) && !a.closest('details, dialog, [role="dialog"]'));
    expect(superLinks.map((a) => a.getAttribute('href'))).toEqual(expect.arrayContaining(['/fr/courtiers', '/fr/blogue']));
  });
});

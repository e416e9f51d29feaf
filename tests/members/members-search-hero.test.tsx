// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { membersSearchHeroBlock } from '@/blocks/members-search-hero-block';
import type { Member } from '@/lib/members/types';
import { blockContext, setupDomRoot } from '../helpers/dom-root';

/*
 * Issue 34, items 2 and 10: the members search hero (spec 000 "Members search hero", on
 * /fr/courtiers) rendered in the browser. Choosing a name in its dropdown opens the members
 * modal of that member; the modal closes with its close button and on a click outside it
 * (on the backdrop), and the carousel shows at most 10 cards.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/fr/courtiers',
  useRouter: () => ({ push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  useSearchParams: () => new URLSearchParams(),
}));

const ctx = blockContext();

const member = (n: number, name: string): Member => ({
  id: n,
  slug: `courtier-${n}`,
  kind: 'broker',
  name,
  licence_title: { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' },
  agency: 'Agence Test',
  agency_mention: { fr: 'Agence Test', en: 'Agence Test' },
  licence_name: '',
  licence_number: 'H1234',
  photo_taken_on: '2026-01-15',
  office_slug: null,
  office_name: null,
  avatar: null,
  subtitle: { fr: `Sous-titre ${n}`, en: `Subtitle ${n}` },
  bio: { fr: '', en: '' },
  phone_display: '514 555-0100',
  phone_international: '+15145550100',
  email: `c${n}@example.com`,
  languages: ['fr'],
  social_links: [],
  programs: [],
  team_member_slugs: [],
  position: n,
});
const names = ['Julie Tremblay', 'Marc Bélanger', 'Sophie Lavoie', 'Éric Gagnon', 'Nadia Roy', 'Luc Côté', 'Anne Pelletier', 'Paul Morin', 'Lise Fortin', 'Yves Simard', 'Rita Caron', 'Jean Ouellet'];
const members = names.map((name, i) => member(i + 1, name));

const dom = setupDomRoot(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }));
});

async function render() {
  const block = membersSearchHeroBlock;
  const fields = block.schema.parse(block.demo);
  const Hero = block.component;
  await dom.renderFr(<Hero fields={fields} params={{ color_scheme: 'normal' }} ctx={ctx} id="hero" coreData={{ members, total: members.length }} />);
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const combobox = () => dom.container.querySelector<HTMLInputElement>('input[role="combobox"]')!;
const dialog = () => dom.container.querySelector<HTMLDialogElement>('dialog[data-testid="members-modal"]');

async function choose(name: string) {
  await act(async () => {
    combobox().focus();
    combobox().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
  });
  const option = [...dom.container.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === name)!;
  expect(option).toBeTruthy();
  await act(async () => option.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true })));
}

describe('members search hero', () => {
  it('lists every member in its dropdown and at most 10 cards in its carousel', async () => {
    await render();
    await act(async () => combobox().dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true })));
    expect([...dom.container.querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(names);
    expect(dom.container.querySelectorAll('[aria-roledescription="slide"]')).toHaveLength(10);
  });

  it('choosing a name opens the members modal of that member', async () => {
    await render();
    expect(dialog()).toBeNull();
    await choose('Sophie Lavoie');
    expect(dialog()?.open).toBe(true);
    expect(dialog()!.textContent).toContain('Sophie Lavoie');
    expect(dialog()!.textContent).not.toContain('Julie Tremblay');
  });

  it('the modal closes with its close button', async () => {
    await render();
    await choose('Marc Bélanger');
    await act(async () => dialog()!.querySelector<HTMLButtonElement>('button[aria-label="Fermer"]')!.click());
    expect(dialog()).toBeNull();
  });

  it('the modal closes on a click outside it (its backdrop), not on a click inside it', async () => {
    await render();
    await choose('Marc Bélanger');
    await act(async () => dialog()!.querySelector('h2, [id]')!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(dialog()?.open).toBe(true);
    await act(async () => dialog()!.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    expect(dialog()).toBeNull();
  });
});

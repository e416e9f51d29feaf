// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { footerBlock } from '@/blocks/footer-block';
import { officesBlock } from '@/blocks/offices-block';
import type { OfficeCardData } from '@/lib/offices/view';
import { blockContext, setupDomRoot } from '../helpers/dom-root';

/*
 * Issue 34, item 9, in the browser: the offices grid shows nine offices, then a See more
 * button reveals the rest once (spec 001 sections 4 and 9; the demo has only three offices);
 * the footer shows its menus' sub-links and, once it is in view, the powered-by credit
 * (spec 000 section 10).
 */

const ctx = blockContext({ siteType: 'agency', index: 3 });

const office = (n: number): OfficeCardData => ({
  slug: `bureau-${n}`,
  hover_id: `office-bureau-${n}`,
  name: `Bureau numéro ${n}`,
  photo: null,
  street: `${n} rue Principale`,
  city: 'Laval',
  postal_code: 'H7N 1A1',
  phone: null,
  email: `bureau${n}@example.com`,
  hours: [],
  coords: { lat: 45.5, lng: -73.7 },
  url: `/fr/bureaux/bureau-${n}`,
  directions_url: 'https://maps.example.com',
});

let intersect: (() => void) | null = null;
const dom = setupDomRoot(() => {
  intersect = null;
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        intersect = () => this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
      unobserve() {}
    },
  );
});
const render = dom.renderFr;

// The grid's own items (a card's phone and e-mail rows are items too, and name the office).
const officeNames = () =>
  [...dom.container.querySelectorAll('li')]
    .filter((li) => !li.parentElement?.closest('li'))
    .map((li) => li.textContent ?? '')
    .filter((t) => t.includes('Bureau numéro'));
const seeMore = () => [...dom.container.querySelectorAll('button')].find((b) => b.textContent === 'Voir tous les bureaux');

describe('offices grid', () => {
  async function renderOffices(count: number) {
    const Offices = officesBlock.component;
    const fields = officesBlock.schema.parse(officesBlock.demo);
    await render(<Offices fields={fields} params={{ color_scheme: 'normal' }} ctx={ctx} id="o" coreData={{ succursales: Array.from({ length: count }, (_, i) => office(i + 1)) }} />);
  }

  it('shows nine of twelve offices, then See more reveals all twelve once and goes away', async () => {
    await renderOffices(12);
    expect(officeNames()).toHaveLength(9);
    expect(officeNames()[8]).toContain('Bureau numéro 9');
    await act(async () => seeMore()!.click());
    expect(officeNames()).toHaveLength(12);
    expect(officeNames()[11]).toContain('Bureau numéro 12');
    expect(seeMore()).toBeUndefined();
  });

  it('nine offices or fewer: all shown, no See more', async () => {
    await renderOffices(9);
    expect(officeNames()).toHaveLength(9);
    expect(seeMore()).toBeUndefined();
  });
});

describe('footer', () => {
  async function renderFooter() {
    const Footer = footerBlock.component;
    const fields = footerBlock.schema.parse(footerBlock.demo);
    await render(
      <footer>
        <Footer fields={fields} params={{ color_scheme: 'inverted' }} ctx={ctx} id="f" />
      </footer>,
    );
  }

  it('each menu shows its heading and its sub-menu links', async () => {
    await renderFooter();
    const links = Object.fromEntries([...dom.container.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toMatchObject({
      Propriétés: '/fr/proprietes',
      'À vendre': '/fr/proprietes?forSaleForRent=buy',
      'À louer': '/fr/proprietes?forSaleForRent=rent',
      'Portes ouvertes': '/fr/proprietes?open_house=1',
      'Alerte propriétés': '/fr/alerte-proprietes',
      'Notre approche': '/fr/notre-approche',
      Courtiers: '/fr/courtiers',
      'Pourquoi nous choisir': '/fr/pourquoi-nous-choisir',
      Blogue: '/fr/blogue',
      'Calculatrice hypothécaire': '/fr/calculatrice-hypothecaire',
      'Nous joindre': '/fr/contact',
      'Évaluation gratuite': '/fr/evaluation-gratuite',
    });
    // A heading without a url is text, not a link.
    expect(dom.container.textContent).toContain('Ressources');
    expect(Object.keys(links)).not.toContain('Ressources');
  });

  it('shows the powered-by credit once the footer is in view', async () => {
    await renderFooter();
    expect(dom.container.textContent).not.toContain('Courtier Site');
    expect(intersect).not.toBeNull();
    await act(async () => intersect!());
    expect(dom.container.textContent).toMatch(/Courtier Site/);
    expect(dom.container.querySelector('img[src="/brand/powered-by.svg"]')).not.toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isCurrentEntry, WORKSPACE_NAV } from '@/builder/shell/nav-items';
import { loadMessages } from '@/locales';

const hrefs = (locale: 'fr' | 'en') => Object.fromEntries(WORKSPACE_NAV.map((item) => [item.key, item.href(locale)]));

describe('workspace navigation (DESIGN.md: one navigation on every /qa page)', () => {
  it('lists pages, leads, settings, header and footer, sections, machines and the collections', () => {
    expect(hrefs('fr')).toEqual({
      pages: '/qa',
      leads: '/qa/leads',
      settings: '/qa/parametres-generaux',
      chrome: '/qa/site/header-footer',
      sections: '/qa/sections',
      machines: '/qa/machines',
      articles: '/qa/articles',
      members: '/qa/members',
      offices: '/qa/offices',
      partners: '/qa/partners',
    });
    expect(hrefs('en').settings).toBe('/qa/general-settings');
  });

  it('shows the unhandled-leads count on the leads entry only', () => {
    expect(WORKSPACE_NAV.filter((item) => item.countsUnhandledLeads).map((item) => item.key)).toEqual(['leads']);
  });

  it('labels every entry in both workspace languages', () => {
    const fr = loadMessages('fr').qa.nav as Record<string, string>;
    const en = loadMessages('en').qa.nav as Record<string, string>;
    expect(WORKSPACE_NAV.map((item) => fr[item.key])).toEqual([
      'Pages', 'Demandes', 'Paramètres', 'En-tête et pied de page', 'Sections', 'Machines', 'Articles', 'Courtiers', 'Bureaux', 'Partenaires',
    ]);
    expect(WORKSPACE_NAV.map((item) => en[item.key])).toEqual([
      'Pages', 'Leads', 'Settings', 'Header and footer', 'Sections', 'Machines', 'Articles', 'Members', 'Offices', 'Partners',
    ]);
  });

  it('marks the entry of the page shown, /qa only on itself', () => {
    const entry = (key: string) => WORKSPACE_NAV.find((item) => item.key === key)!;
    expect(isCurrentEntry(entry('pages'), 'fr', '/qa')).toBe(true);
    expect(isCurrentEntry(entry('pages'), 'fr', '/qa/pages/12/edit')).toBe(true);
    expect(isCurrentEntry(entry('pages'), 'fr', '/qa/leads')).toBe(false);
    expect(isCurrentEntry(entry('leads'), 'fr', '/qa/leads/42')).toBe(true);
    expect(isCurrentEntry(entry('settings'), 'en', '/qa/parametres-generaux')).toBe(true);
    expect(isCurrentEntry(entry('sections'), 'fr', '/qa/sections-old')).toBe(false);
  });
});

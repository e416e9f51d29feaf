import { describe, expect, it } from 'vitest';
import { isCurrentEntry, navGroupsFor, WORKSPACE_NAV, WORKSPACE_NAV_GROUPS } from '@/builder/shell/nav-items';
import { loadMessages } from '@/locales';

const hrefs = (locale: 'fr' | 'en') => Object.fromEntries(WORKSPACE_NAV.map((item) => [item.key, item.href(locale)]));

describe('workspace navigation (DESIGN.md: one navigation on every /qa page)', () => {
  it('lists pages, leads, settings, header and footer, sections, machines and the collections', () => {
    expect(hrefs('fr')).toEqual({
      pages: '/qa',
      leads: '/qa/leads',
      alerts: '/qa/alerts',
      erasure: '/qa/erasure',
      settings: '/qa/parametres-generaux',
      chrome: '/qa/site/header-footer',
      sections: '/qa/sections',
      machines: '/qa/machines',
      articles: '/qa/articles',
      members: '/qa/members',
      offices: '/qa/offices',
      partners: '/qa/partners',
      media: '/qa/media',
      listings: '/qa/listings',
      feeds: '/qa/feeds',
      accounts: '/qa/accounts',
      activity: '/qa/activity',
      review: '/qa/review',
      compliance: '/qa/compliance',
      emails: '/qa/emails',
      sites: '/qa/sites',
      account: '/qa/account',
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
      'Pages', 'Demandes', 'Alertes de propriétés', 'Demandes de suppression', 'Paramètres', 'En-tête et pied de page', 'Sections', 'Machines', 'Articles', 'Courtiers', 'Bureaux', 'Partenaires',
      'Médiathèque', 'Propriétés', 'Flux d’inscriptions', 'Personnes et rôles', 'Activité', 'Approbations', 'Conformité', 'Courriels', 'Sites', 'Mon compte',
    ]);
    expect(WORKSPACE_NAV.map((item) => en[item.key])).toEqual([
      'Pages', 'Leads', 'Property alerts', 'Erasure requests', 'Settings', 'Header and footer', 'Sections', 'Machines', 'Articles', 'Members', 'Offices', 'Partners',
      'Media library', 'Listings', 'Listing feeds', 'People and roles', 'Activity', 'Approvals', 'Compliance', 'E-mails', 'Sites', 'My account',
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

describe('workspace navigation groups and roles', () => {
  const keys = (role: Parameters<typeof navGroupsFor>[0]) =>
    Object.fromEntries(navGroupsFor(role).map(({ group, items }) => [group, items.map((item) => item.key)]));

  it('puts every entry in one of the six menus, in menu order, leaving empty menus out', () => {
    expect(keys('platform_admin')).toEqual({
      content: ['pages', 'sections', 'articles', 'media'],
      collections: ['members', 'offices', 'partners'],
      listings: ['listings', 'feeds'],
      leads: ['leads', 'alerts', 'erasure'],
      site: ['settings', 'chrome', 'accounts', 'activity', 'review', 'compliance', 'emails', 'account'],
      platform: ['machines', 'sites'],
    });
    expect(WORKSPACE_NAV.every((item) => (WORKSPACE_NAV_GROUPS as readonly string[]).includes(item.group))).toBe(true);
  });

  it('shows a role only what it may open', () => {
    expect(keys('site_admin').platform).toBeUndefined();
    expect(keys('site_admin').site).toEqual(['settings', 'chrome', 'accounts', 'activity', 'review', 'compliance', 'emails', 'account']);
    expect(keys('site_admin').listings).toEqual(['listings', 'feeds']);
    expect(keys('site_admin').leads).toEqual(['leads', 'alerts', 'erasure']);
    expect(keys('editor').site).toEqual(['account']);
    expect(keys('editor').listings).toEqual(['listings']);
    expect(keys('editor').content).toEqual(['pages', 'sections', 'articles', 'media']);
    // A broker: their own profile, their listings, their leads and saved searches, their account; never the pages list.
    expect(keys('broker')).toEqual({ collections: ['members'], listings: ['listings'], leads: ['leads', 'alerts'], site: ['account'] });
  });

  it('opens the pages to a broker of a site that reviews brokers, and the approvals to the executive officer, whatever their role', () => {
    const shown = (role: Parameters<typeof navGroupsFor>[0], facts: Parameters<typeof navGroupsFor>[2]) =>
      navGroupsFor(role, undefined, facts).flatMap(({ items }) => items.map((item) => item.key));
    expect(shown('broker', { reviewedBroker: true })).toContain('pages');
    expect(shown('broker', { reviewedBroker: true })).not.toContain('review');
    expect(shown('broker', { reviewer: true })).toContain('review');
    expect(shown('editor', {})).not.toContain('review');
    expect(shown('site_admin', {})).toContain('review');
  });

  it('labels every menu in both workspace languages', () => {
    for (const locale of ['fr', 'en'] as const) {
      const groups = loadMessages(locale).qa.navGroups as Record<string, string>;
      expect(WORKSPACE_NAV_GROUPS.map((group) => typeof groups[group])).toEqual(WORKSPACE_NAV_GROUPS.map(() => 'string'));
    }
  });
});

import { describe, expect, it } from 'vitest';
import { demoPages } from '@/lib/seed/pages';
import { demoSites } from '@/lib/seed/sites';

/**
 * Issue 18: each demo site shows its own identity. The agency (agency.localhost) never shows
 * the broker site's phone or e-mail; the broker site shows its own.
 */
const sites = demoSites();
const broker = sites.find((s) => s.type === 'broker' && s.is_default)!;
const agency = sites.find((s) => s.type === 'agency')!;
const maintenance = sites.find((s) => s.id === 'demo-maintenance')!;
const text = (site: typeof broker) => JSON.stringify([site.header, site.footer, demoPages(site)]);

describe('demo identities', () => {
  it('the agency site shows its own phone and e-mail in its header, footer and pages', () => {
    const agencyText = text(agency);
    expect(agencyText).not.toContain('514 555-0123');
    expect(agencyText).not.toContain('+15145550123');
    expect(agencyText).not.toContain('julie.tremblay@example.ca');
    expect(agencyText).toContain('450 555-0200');
    expect(agencyText).toContain('tel:+14505550200');
  });

  it('the broker site keeps one phone everywhere', () => {
    const brokerText = text(broker);
    expect(brokerText).toContain('514 555-0123');
    expect(brokerText).not.toContain('450 555-0200');
  });

  it('the maintenance site wears its own chrome: its name, phone, e-mail and social accounts, none of Julie Tremblay\'s', () => {
    const chrome = JSON.stringify([maintenance.header, maintenance.footer]);
    for (const borrowed of ['Julie Tremblay', '514 555-0123', '514-555-0123', '+15145550123', 'julie.tremblay@example.ca', 'julietremblaycourtier']) {
      expect(chrome).not.toContain(borrowed);
    }
    expect(JSON.stringify(demoPages(maintenance))).not.toContain('julie.tremblay@example.ca');
    expect(chrome).toContain('Équipe Gagnon-Roy, courtiers immobiliers');
    expect(chrome).toContain('418 555-0175');
    expect(chrome).toContain('facebook.com/equipegagnonroy');
    // Its own wordmark: the broker's logo files draw her name.
    expect(chrome).not.toMatch(/"\/brand\/logo-(light|dark)\.svg"/);
    expect(chrome).toContain('/brand/gagnon-roy-logo-light.svg');
    expect(maintenance.contact_email).toBe('info@gagnon-roy.example.com');
  });

  it('the offices and partners pages are linked from the header and footer menus of both public demo sites', () => {
    for (const site of [broker, agency]) {
      for (const part of [site.header, site.footer]) {
        const menus = JSON.stringify(part);
        for (const path of ['/fr/bureaux', '/en/offices', '/fr/partenaires', '/en/partners']) expect(menus, `${site.id} ${path}`).toContain(`"${path}"`);
      }
    }
  });
});

import { describe, expect, it } from 'vitest';
import { identityOf } from '@/lib/compliance/identity';
import { missingMentions, siteMentions, type LicensedPerson } from '@/lib/compliance/mentions';
import { registrationLines } from '@/lib/members/present';

/**
 * Rule mentions (OACIQ guideline 2.1/2.2): the broker's name as on the licence, the licence
 * title, and the agency's name followed by its designation; what a site or broker lacks.
 */
const julie: LicensedPerson = {
  id: 1, slug: 'julie-tremblay', kind: 'broker', name: 'Julie Tremblay', licence_name: 'Julie Tremblay-Roy',
  licence_title: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' }, licence_number: 'H4827',
};
const officer: LicensedPerson = { ...julie, id: 2, slug: 'richard-lavoie', kind: 'director', name: 'Richard Lavoie', licence_name: '', licence_number: 'J4958' };
const complete = identityOf({
  kind: 'agency', agency_name: 'Groupe Courtier Immobilier', agency_licence_number: 'E1538', executive_officer_id: 2, broker_member_id: 1,
  franchise_statement: { fr: 'Franchisé indépendant et autonome de Réseau Exemple inc.', en: 'Independent and autonomous franchisee of Réseau Exemple Inc.' },
});

describe('mentions of a site', () => {
  it('a broker site: the name as on the licence, the title, the agency and its designation, the franchise statement, per language', () => {
    expect(siteMentions('broker', complete, julie, 'fr')).toEqual({
      broker: { name: 'Julie Tremblay-Roy', title: 'Courtière immobilière résidentielle' },
      agency: 'Groupe Courtier Immobilier, agence immobilière',
      franchise: 'Franchisé indépendant et autonome de Réseau Exemple inc.',
    });
    expect(siteMentions('broker', complete, julie, 'en')).toMatchObject({
      broker: { name: 'Julie Tremblay-Roy', title: 'Residential real estate broker' },
      agency: 'Groupe Courtier Immobilier, real estate agency',
    });
  });

  it('an agency or team site carries the agency, no broker', () => {
    expect(siteMentions('agency', complete, julie, 'fr').broker).toBeNull();
    expect(siteMentions('team', complete, null, 'en').agency).toBe('Groupe Courtier Immobilier, real estate agency');
  });

  it('a broker on their own account carries no agency line', () => {
    expect(siteMentions('broker', identityOf({ ...complete, kind: 'own_account' }), julie, 'fr').agency).toBe('');
  });

  it('member lines: the licence title then the agency followed by its designation', () => {
    expect(registrationLines({ licence_title: julie.licence_title, agency_mention: { fr: 'Groupe Courtier Immobilier, agence immobilière' } }, 'fr')).toEqual([
      'Courtière immobilière résidentielle',
      'Groupe Courtier Immobilier, agence immobilière',
    ]);
  });
});

/** What the e-mails of a site with an office give as its postal address. */
const officeAddress = '1000, rue De La Gauchetière Ouest, Montréal H3B 4W8';

describe('missing mentions', () => {
  it('nothing is missing for a complete broker site', () => {
    expect(missingMentions('broker', complete, [julie, officer], officeAddress)).toEqual([]);
  });

  it('an empty identity lacks the agency, its licence number, its executive officer and the broker', () => {
    const fields = missingMentions('broker', identityOf({}), [julie], officeAddress).map((m) => m.field);
    expect(fields).toEqual(['agency_name', 'agency_licence_number', 'executive_officer', 'broker']);
  });

  it('an executive officer or broker that is not a member of the site counts as missing', () => {
    const fields = missingMentions('broker', identityOf({ ...complete, executive_officer_id: 99, broker_member_id: 98 }), [julie], officeAddress).map((m) => m.field);
    expect(fields).toEqual(['executive_officer', 'broker']);
  });

  it('a broker without licence number or without the title in both languages is named', () => {
    const missing = missingMentions('agency', complete, [officer, { ...julie, licence_number: '', licence_title: { fr: 'Courtière immobilière' } }], officeAddress);
    expect(missing).toEqual([
      { rule: 'mentions', subject: { type: 'member', id: 1, slug: 'julie-tremblay' }, field: 'licence_title' },
      { rule: 'mentions', subject: { type: 'member', id: 1, slug: 'julie-tremblay' }, field: 'licence_number' },
    ]);
  });

  it('a site whose e-mails would give no postal address (no office, no business address) lacks it', () => {
    expect(missingMentions('agency', identityOf({ ...complete, broker_member_id: null }), [officer], '').map((m) => m.field)).toEqual(['postal_address']);
  });

  it('an agency site needs no broker; an own-account broker needs no agency', () => {
    expect(missingMentions('agency', identityOf({ ...complete, broker_member_id: null }), [officer], officeAddress)).toEqual([]);
    expect(missingMentions('broker', identityOf({ kind: 'own_account', broker_member_id: 1 }), [julie], officeAddress)).toEqual([]);
  });
});

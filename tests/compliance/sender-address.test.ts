import { describe, expect, it } from 'vitest';
import { identityOf } from '@/lib/compliance/identity';
import { officeAddressLine, senderPostalAddress } from '@/lib/compliance/sender-address';

/** CASL: every commercial e-mail gives the sender's postal address. */
const office = { address_street: { fr: '1000, rue De La Gauchetière Ouest', en: '1000 De La Gauchetière Street West' }, address_city: { fr: 'Montréal', en: 'Montreal' }, postal_code: 'H3B 4W8' };
const identity = identityOf({ kind: 'agency', agency_name: 'Groupe Courtier Immobilier', postal_address: '455, boulevard Saint-Laurent, Montréal H2Y 2Y9' });

describe('the postal address of a site’s e-mails', () => {
  it('is its first office’s, in the e-mail’s language', () => {
    expect(senderPostalAddress(office, identity, 'fr')).toBe('1000, rue De La Gauchetière Ouest, Montréal H3B 4W8');
    expect(senderPostalAddress(office, identity, 'en')).toBe('1000 De La Gauchetière Street West, Montreal H3B 4W8');
  });

  it('is the identity’s business address when the site has no office, or an office without a street', () => {
    expect(senderPostalAddress(null, identity, 'fr')).toBe('455, boulevard Saint-Laurent, Montréal H2Y 2Y9');
    expect(officeAddressLine({ ...office, address_street: { fr: '' } }, 'fr')).toBe('');
    expect(senderPostalAddress({ ...office, address_street: { fr: '' } }, identity, 'fr')).toBe('455, boulevard Saint-Laurent, Montréal H2Y 2Y9');
  });

  it('is empty when the site has neither', () => {
    expect(senderPostalAddress(null, identityOf({}), 'fr')).toBe('');
  });
});

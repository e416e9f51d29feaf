/**
 * The demo broker site's one identity: the name it is registered under (lib/db/seed/sites.ts),
 * its phone and e-mail. The header, footer, contact blocks and the listings' broker all read
 * it here, so the site never shows two phones or two brand names.
 */
export const DEMO_BROKER = {
  name: 'Julie Tremblay',
  /** The site's registered name, also the logo's text alternative and the footer's agency. */
  brand: 'Julie Tremblay, courtier immobilier',
  phone: { fr: '514 555-0123', en: '514-555-0123' },
  tel: 'tel:+15145550123',
  sms: 'sms:+15145550123',
  email: 'julie.tremblay@example.ca',
  /** Social accounts' handle. */
  handle: 'julietremblaycourtier',
} as const;

/** The demo agency site (agency.localhost): its own name and wordmark. */
export const DEMO_AGENCY = {
  brand: 'Agence Immobilière Laurentides',
  /** The Saint-Sauveur office of the generated listings (lib/listings/demo-people.ts). */
  phone: { fr: '450 555-0200', en: '450-555-0200' },
  tel: 'tel:+14505550200',
  sms: 'sms:+14505550200',
  email: 'info@agence.example.com',
  handle: 'agencelaurentides',
  logoLight: '/brand/agency-logo-light.svg',
  logoDark: '/brand/agency-logo-dark.svg',
} as const;

/**
 * The agency site's copy of a demo value (header, footer, page blocks): every contact detail
 * of the broker site replaced by the agency's, so the agency never shows Julie Tremblay's phone.
 */
export function withAgencyIdentity<T>(value: T): T {
  const pairs: [string, string][] = [
    [DEMO_BROKER.phone.fr, DEMO_AGENCY.phone.fr],
    [DEMO_BROKER.phone.en, DEMO_AGENCY.phone.en],
    [DEMO_BROKER.tel, DEMO_AGENCY.tel],
    [DEMO_BROKER.sms, DEMO_AGENCY.sms],
    [DEMO_BROKER.email, DEMO_AGENCY.email],
    [DEMO_BROKER.handle, DEMO_AGENCY.handle],
    [DEMO_BROKER.brand, DEMO_AGENCY.brand],
  ];
  let json = JSON.stringify(value);
  for (const [from, to] of pairs) json = json.split(from).join(to);
  return JSON.parse(json) as T;
}

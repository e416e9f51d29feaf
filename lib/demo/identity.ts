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
  logoLight: '/brand/agency-logo-light.svg',
  logoDark: '/brand/agency-logo-dark.svg',
} as const;

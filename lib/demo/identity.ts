/**
 * The demo sites' identities: the name each is registered under (lib/seed/sites.ts), its
 * name and tagline in each language, phone, e-mail and social handle. The header, footer,
 * contact blocks and the listings' broker read the broker's here; the other sites get a copy
 * of the same demo content with every detail swapped for theirs (withIdentity), so no site
 * ever shows another's phone, copyright or social accounts.
 */
export interface DemoIdentity {
  name: string;
  /** The site's name and tagline per language: the titles' suffix, the logo's text alternative, the copyright. */
  brand: { fr: string; en: string };
  phone: { fr: string; en: string };
  tel: string;
  sms: string;
  email: string;
  /** Social accounts' handle. */
  handle: string;
}

export const DEMO_BROKER = {
  name: 'Julie Tremblay',
  brand: { fr: 'Julie Tremblay, courtier immobilier', en: 'Julie Tremblay, Real Estate Broker' },
  phone: { fr: '514 555-0123', en: '514-555-0123' },
  tel: 'tel:+15145550123',
  sms: 'sms:+15145550123',
  email: 'julie.tremblay@example.ca',
  handle: 'julietremblaycourtier',
} as const satisfies DemoIdentity;

/** The demo agency site (agency.localhost): its own name and wordmark. */
export const DEMO_AGENCY = {
  name: 'Agence Immobilière Laurentides',
  brand: { fr: 'Agence Immobilière Laurentides', en: 'Agence Immobilière Laurentides' },
  /** The Saint-Sauveur office of the generated listings (lib/listings/demo-people.ts). */
  phone: { fr: '450 555-0200', en: '450-555-0200' },
  tel: 'tel:+14505550200',
  sms: 'sms:+14505550200',
  email: 'info@agence.example.com',
  handle: 'agencelaurentides',
  logoLight: '/brand/agency-logo-light.svg',
  logoDark: '/brand/agency-logo-dark.svg',
} as const satisfies DemoIdentity & { logoLight: string; logoDark: string };

/** The demo site in maintenance (maintenance.localhost): a Québec City team with its own details. */
export const DEMO_MAINTENANCE = {
  name: 'Équipe Gagnon-Roy',
  brand: { fr: 'Équipe Gagnon-Roy, courtiers immobiliers', en: 'Équipe Gagnon-Roy, Real Estate Brokers' },
  phone: { fr: '418 555-0175', en: '418-555-0175' },
  tel: 'tel:+14185550175',
  sms: 'sms:+14185550175',
  email: 'info@gagnon-roy.example.com',
  handle: 'equipegagnonroy',
  logoLight: '/brand/gagnon-roy-logo-light.svg',
  logoDark: '/brand/gagnon-roy-logo-dark.svg',
  /** Its wordmarks draw the tagline: English files of their own. */
  logoLightEn: '/brand/gagnon-roy-logo-light-en.svg',
  logoDarkEn: '/brand/gagnon-roy-logo-dark-en.svg',
} as const satisfies DemoIdentity & { logoLight: string; logoDark: string; logoLightEn: string; logoDarkEn: string };

/**
 * Another site's copy of a demo value (header, footer, page blocks): every contact detail and
 * name of the broker site replaced by the identity's, so that site never shows Julie Tremblay's.
 */
export function withIdentity<T>(value: T, identity: DemoIdentity): T {
  const pairs: [string, string][] = [
    [DEMO_BROKER.phone.fr, identity.phone.fr],
    [DEMO_BROKER.phone.en, identity.phone.en],
    [DEMO_BROKER.tel, identity.tel],
    [DEMO_BROKER.sms, identity.sms],
    [DEMO_BROKER.email, identity.email],
    [DEMO_BROKER.handle, identity.handle],
    [DEMO_BROKER.brand.fr, identity.brand.fr],
    [DEMO_BROKER.brand.en, identity.brand.en],
  ];
  let json = JSON.stringify(value);
  for (const [from, to] of pairs) json = json.split(from).join(to);
  return JSON.parse(json) as T;
}

/** The agency site's copy of a demo value (see withIdentity). */
export function withAgencyIdentity<T>(value: T): T {
  return withIdentity(value, DEMO_AGENCY);
}

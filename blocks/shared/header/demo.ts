import type { z } from 'zod';
import type { linkSchema } from '@/lib/content/fields';
import { DEMO_BROKER } from '@/lib/demo/identity';

/**
 * Demo content shared by the three headers: a bilingual Québec brokerage with localized
 * paths (spec 000 section 2) and the wordmark logos of public/brand/.
 */
export type LinkInput = z.input<typeof linkSchema>;

const link = (fr: [string, string], en: [string, string], extra: Partial<LinkInput> = {}): LinkInput => ({
  text: { fr: fr[0], en: en[0] },
  url: { fr: fr[1], en: en[1] },
  ...extra,
});

/** A logo per language (the wordmark draws the tagline: `-en` files say "Real Estate Broker"). */
export const demoLogo = (url: { fr: string; en: string }, alt: { fr: string; en: string } = DEMO_BROKER.brand) => ({
  media: {
    fr: { url: url.fr, alt: alt.fr },
    en: { url: url.en, alt: alt.en },
  },
});
const logo = (name: string) => demoLogo({ fr: `/brand/${name}.svg`, en: `/brand/${name}-en.svg` });

export const demoLogos = {
  logo_image_light: logo('logo-light'),
  logo_image_dark: logo('logo-dark'),
  logo_multiplier: 1,
};

export const demoLinks = {
  properties: link(['Propriétés', '/fr/proprietes'], ['Properties', '/en/properties']),
  forSale: link(['À vendre', '/fr/proprietes?forSaleForRent=buy'], ['For sale', '/en/properties?forSaleForRent=buy']),
  forRent: link(['À louer', '/fr/proprietes?forSaleForRent=rent'], ['For rent', '/en/properties?forSaleForRent=rent']),
  openHouses: link(['Portes ouvertes', '/fr/proprietes?open_house=1'], ['Open houses', '/en/properties?open_house=1']),
  sold: link(['Propriétés vendues', '/fr/proprietes-vendues'], ['Sold properties', '/en/sold-properties']),
  brokers: link(['Courtiers', '/fr/courtiers'], ['Brokers', '/en/brokers']),
  offices: link(['Nos bureaux', '/fr/bureaux'], ['Our offices', '/en/offices']),
  partners: link(['Nos partenaires', '/fr/partenaires'], ['Our partners', '/en/partners']),
  blog: link(['Blogue', '/fr/blogue'], ['Blog', '/en/blog']),
  mortgage: link(['Calculatrice hypothécaire', '/fr/calculatrice-hypothecaire'], ['Mortgage calculator', '/en/mortgage-calculator']),
  /** The menu's shorter label of the same page (the French menu fits a 1280 px laptop). */
  mortgageMenu: link(['Calcul hypothécaire', '/fr/calculatrice-hypothecaire'], ['Mortgage calculator', '/en/mortgage-calculator']),
  contact: link(['Nous joindre', '/fr/contact'], ['Contact', '/en/contact']),
  whyUs: link(['Pourquoi nous choisir', '/fr/pourquoi-nous-choisir'], ['Why choose us', '/en/why-choose-us']),
  terms: link(['Conditions d’utilisation', '/fr/conditions-et-utilisation'], ['Terms of use', '/en/terms-of-use']),
  privacy: link(['Politique de confidentialité', '/fr/politique-confidentialite'], ['Privacy policy', '/en/privacy-policy']),
  phone: link([DEMO_BROKER.phone.fr, DEMO_BROKER.tel], [DEMO_BROKER.phone.en, DEMO_BROKER.tel], { icon: { type: 'phone' } }),
  valuation: link(['Évaluation gratuite', '/fr/evaluation-gratuite'], ['Free valuation', '/en/free-valuation'], {
    format: { type: 'button' },
  }),
  alert: link(['Alerte propriétés', '/fr/alerte-proprietes'], ['Property alerts', '/en/property-alerts']),
  approach: link(['Notre approche', '/fr/notre-approche'], ['Our approach', '/en/our-approach']),
  sms: link(['Texto', DEMO_BROKER.sms], ['Text us', DEMO_BROKER.sms], { icon: { type: 'sms' } }),
};

const entry = (menu_link: LinkInput, sub: LinkInput[] = []) => ({
  menu_link,
  sub_menu_repeater: sub.map((menu_link) => ({ menu_link })),
});

/** Classic and out-of-norm menus: Propriétés opens a popup sub-menu. */
export const demoMenu = [
  entry(demoLinks.properties, [demoLinks.forSale, demoLinks.forRent, demoLinks.openHouses, demoLinks.sold, demoLinks.alert]),
  entry(demoLinks.approach),
  entry(demoLinks.brokers, [demoLinks.whyUs, demoLinks.offices, demoLinks.partners]),
  entry(demoLinks.blog),
  entry(demoLinks.mortgageMenu),
  entry(demoLinks.contact),
];

const group = (menu_link: LinkInput, image: string, title: [string, string], description: [string, string]) => ({
  menu_link,
  featured_image: {
    media: {
      fr: { url: image, alt: '' },
      en: { url: image, alt: '' },
    },
  },
  main_title: { fr: title[0], en: title[1] },
  description: { fr: description[0], en: description[1] },
});

/** Megamenu: Propriétés opens groups with images (the images of the demo heroes). */
export const demoMegaMenu = [
  {
    ...entry(demoLinks.properties),
    menu_group_repeater: [
      group(demoLinks.forSale, '/demo/heroes/modern-house-golden-hour.jpg', ['Maisons à vendre', 'Homes for sale'], [
        'Unifamiliales, plex et chalets partout au Québec.',
        'Single-family homes, plexes and cottages across Québec.',
      ]),
      group(demoLinks.forRent, '/demo/heroes/condo-living-room.jpg', ['Condos et logements à louer', 'Condos and apartments for rent'], [
        'Des logements prêts à habiter, de Montréal à Québec.',
        'Move-in ready homes, from Montréal to Québec City.',
      ]),
      group(demoLinks.openHouses, '/demo/heroes/laval-family-home.jpg', ['Portes ouvertes', 'Open houses'], [
        'Visitez sans rendez-vous cette fin de semaine.',
        'Visit without an appointment this weekend.',
      ]),
    ],
  },
  { ...entry(demoLinks.brokers, [demoLinks.whyUs, demoLinks.offices, demoLinks.partners]), menu_group_repeater: [] },
  { ...entry(demoLinks.blog), menu_group_repeater: [] },
  { ...entry(demoLinks.mortgageMenu), menu_group_repeater: [] },
  { ...entry(demoLinks.contact), menu_group_repeater: [] },
];

export const demoSupSections = [{ menu_link: demoLinks.phone }, { menu_link: demoLinks.brokers }, { menu_link: demoLinks.blog }];

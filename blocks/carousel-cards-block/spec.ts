import { defineBlockSpec } from '@/blocks/define-spec';
import { carouselCardsSchema } from './schema';

const card = (img: string, fr: string, en: string, dfr: string, den: string, url: [string, string]) => ({
  image: { media: { fr: { url: img, alt: '' }, en: { url: img, alt: '' } } },
  main_title: { fr, en },
  description: { fr: `<p>${dfr}</p>`, en: `<p>${den}</p>` },
  cta: { url: { fr: url[0], en: url[1] }, text: { fr: 'Lire la suite', en: 'Read more' } },
});

export const carouselCardsBlockSpec = defineBlockSpec({
  type: 'carousel_cards_block',
  category: 'media',
  label: { fr: 'Carrousel de cartes', en: 'Card carousel' },
  schema: carouselCardsSchema,
  demo: {
    main_title: { fr: 'Guides du propriétaire', en: 'Homeowner guides' },
    description: { fr: '<p>Nos fiches pratiques pour chaque étape.</p>', en: '<p>Our practical guides for every step.</p>' },
    cta: { format: { type: 'button' }, url: { fr: '/fr/blogue', en: '/en/blog' }, text: { fr: 'Tous les conseils', en: 'All advice' } },
    separated: true,
    cards_repeater: [
      card('/demo/listings/maison-1.svg', 'La taxe de bienvenue expliquée', 'The welcome tax explained', 'Combien paierez-vous à Montréal, Laval ou Québec?', 'How much will you pay in Montréal, Laval or Québec City?', ['/fr/blogue', '/en/blog']),
      card('/demo/listings/condo-2.svg', 'Acheter un condo en copropriété', 'Buying a condo', 'Fonds de prévoyance, procès-verbaux et charges communes.', 'Contingency fund, minutes and condo fees.', ['/fr/blogue', '/en/blog']),
      card('/demo/listings/plex-1.svg', 'Investir dans un plex', 'Investing in a plex', 'Revenus, TGA et financement SCHL.', 'Income, cap rate and CMHC financing.', ['/fr/blogue', '/en/blog']),
      card('/demo/listings/chalet-1.svg', 'Acheter un chalet', 'Buying a cottage', 'Puits, fosse septique et location à court terme.', 'Wells, septic systems and short-term rentals.', ['/fr/blogue', '/en/blog']),
      card('/demo/listings/terrain-1.svg', 'Construire sur un terrain', 'Building on a lot', 'Zonage, permis et services municipaux.', 'Zoning, permits and municipal services.', ['/fr/blogue', '/en/blog']),
      card('/demo/listings/ferme-1.svg', 'Fermettes et terres agricoles', 'Hobby farms and farmland', 'Ce que la CPTAQ permet et interdit.', 'What the CPTAQ allows and forbids.', ['/fr/blogue', '/en/blog']),
    ],
  },
});

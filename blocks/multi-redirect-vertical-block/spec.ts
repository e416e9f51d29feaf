import { defineBlockSpec } from '@/blocks/define-spec';
import { multiRedirectVerticalSchema } from './schema';

const item = (img: string, bg: string, fr: string, en: string, dfr: string, den: string, url: [string, string]) => ({
  image: { media: { fr: { url: img, alt: '' }, en: { url: img, alt: '' } } },
  image_bg_color: bg,
  main_title: { fr, en },
  description: { fr: `<p>${dfr}</p>`, en: `<p>${den}</p>` },
  cta: { url: { fr: url[0], en: url[1] }, text: { fr: 'Découvrir', en: 'Discover' } },
});

export const multiRedirectVerticalBlockSpec = defineBlockSpec({
  type: 'multi_redirect_vertical_block',
  category: 'cta',
  label: { fr: 'Redirections multiples verticales', en: 'Vertical multi-redirect' },
  schema: multiRedirectVerticalSchema,
  demo: {
    main_title: { fr: 'Trouver selon votre style de vie', en: 'Search by lifestyle' },
    description: { fr: '<p>Des propriétés choisies pour chaque étape de la vie.</p>', en: '<p>Properties chosen for every stage of life.</p>' },
    cta: { format: { type: 'button' }, url: { fr: '/fr/proprietes', en: '/en/properties' }, text: { fr: 'Toutes les propriétés', en: 'All properties' } },
    multi_redirect_vertical_repeater: [
      item('/demo/listings/condo-1.svg', '#e8eef6', 'Condos en ville', 'Condos in the city', 'À deux pas du métro, à Montréal et à Laval.', 'Steps from the metro, in Montréal and Laval.', ['/fr/proprietes?type=condo', '/en/properties?type=condo']),
      item('/demo/listings/maison-2.svg', '#f3ede4', 'Maisons familiales', 'Family homes', 'Cours, écoles et parcs sur la Rive-Nord.', 'Yards, schools and parks on the North Shore.', ['/fr/proprietes?type=maison', '/en/properties?type=maison']),
      item('/demo/listings/chalet-1.svg', '#e6f0ea', 'Chalets', 'Cottages', 'Des Laurentides aux Cantons-de-l’Est.', 'From the Laurentians to the Eastern Townships.', ['/fr/proprietes?type=chalet', '/en/properties?type=chalet']),
    ],
  },
});

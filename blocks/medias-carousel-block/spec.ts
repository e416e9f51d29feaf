import { defineBlockSpec } from '@/blocks/define-spec';
import { mediasCarouselSchema } from './schema';

const slide = (url: string, fr: string, en: string, dfr: string, den: string) => ({
  media: { media: { fr: { url, alt: fr }, en: { url, alt: en } } },
  main_title: { fr, en },
  description: { fr: `<p>${dfr}</p>`, en: `<p>${den}</p>` },
});

export const mediasCarouselBlockSpec = defineBlockSpec({
  type: 'medias_carousel_block',
  category: 'media',
  label: { fr: 'Carrousel de médias', en: 'Media carousel' },
  schema: mediasCarouselSchema,
  demo: {
    orientation_x: 'left',
    carousel_repeater: [
      slide('/demo/heroes/montreal-skyline-dusk.jpg', 'Vendu en 9 jours au Plateau', 'Sold in 9 days on the Plateau', 'Un condo de 2 chambres vendu 4 % au-dessus du prix demandé.', 'A 2-bedroom condo sold 4% above asking.'),
      slide('/demo/heroes/laval-family-home.jpg', 'Un cottage à Sainte-Dorothée', 'A cottage in Sainte-Dorothée', 'Trois offres dès la première fin de semaine de visites.', 'Three offers on the first weekend of visits.'),
      slide('/demo/heroes/quebec-city-blue-hour.jpg', 'Un premier achat à Limoilou', 'A first purchase in Limoilou', 'Un jeune couple accompagné du prêt à la signature.', 'A young couple guided from the mortgage to the signing.'),
      slide('/demo/heroes/modern-house-golden-hour.jpg', 'Une maison neuve à Mirabel', 'A new house in Mirabel', 'Une négociation serrée avec le constructeur, garantie incluse.', 'A tight negotiation with the builder, warranty included.'),
    ],
  },
});

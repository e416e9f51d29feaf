import type { z } from 'zod';
import type { heroContent1Schema } from './schema';
import { demoMedia } from '@/lib/demo/media';

/** Demo fields: a valuation pitch for a Greater Montréal brokerage. */
export const heroContent1Demo: z.input<typeof heroContent1Schema> = {
  super_title: { fr: 'Évaluation gratuite', en: 'Free valuation' },
  main_title: {
    fr: 'Vendez votre propriété en toute confiance',
    en: 'Sell your property with confidence',
  },
  description: {
    fr: '<p>Nos courtiers connaissent chaque quartier de Montréal, de Laval et de la Rive-Sud. Obtenez une évaluation juste de votre maison ou de votre condo, une mise en marché sur mesure et un accompagnement jusqu’à la signature chez le notaire.</p>',
    en: '<p>Our brokers know every neighbourhood of Montréal, Laval and the South Shore. Get a fair valuation of your house or condo, a tailored marketing plan and guidance all the way to the notary’s office.</p>',
  },
  cta_repeater: [
    {
      url: { fr: '/fr/contact', en: '/en/contact' },
      text: { fr: 'Demander une évaluation', en: 'Request a valuation' },
    },
    {
      url: { fr: '/fr/proprietes', en: '/en/properties' },
      text: { fr: 'Voir les propriétés vendues', en: 'See sold properties' },
    },
  ],
  image: {
    media: demoMedia('/demo/heroes/modern-house-golden-hour.jpg', 'Maison contemporaine éclairée au coucher du soleil', 'Contemporary house lit up at sunset'),
    center: { x: 50, y: 60 },
  },
};

import type { z } from 'zod';
import type { textBlock2Schema } from './schema';

/**
 * Demo fields: the introduction under a home-page hero. No super_title: the seed reuses
 * this demo with other titles, and an eyebrow would not fit them.
 */
export const textBlock2Demo: z.input<typeof textBlock2Schema> = {
  main_title: {
    fr: 'Des courtiers d’ici, pour chaque étape de votre projet',
    en: 'Local brokers for every step of your project',
  },
  description: {
    fr: '<p>Que vous achetiez un premier condo dans Rosemont, vendiez un duplex à Limoilou ou cherchiez un chalet dans les Laurentides, notre équipe vous guide avec des données de marché à jour, des conseils honnêtes et un réseau de notaires, d’inspecteurs et de courtiers hypothécaires de confiance.</p>',
    en: '<p>Whether you are buying a first condo in Rosemont, selling a duplex in Limoilou or looking for a cottage in the Laurentians, our team guides you with up-to-date market data, honest advice and a trusted network of notaries, inspectors and mortgage brokers.</p>',
  },
  cta_repeater: [
    {
      url: { fr: '/fr/courtiers', en: '/en/brokers' },
      text: { fr: 'Découvrir l’équipe', en: 'Meet the team' },
    },
  ],
};

import { defineBlockSpec } from '@/blocks/define-spec';
import { statisticsSchema } from './schema';

export const statisticsBlockSpec = defineBlockSpec({
  type: 'statistics_block',
  category: 'misc',
  label: { fr: 'Grille de statistiques', en: 'Statistics grid' },
  schema: statisticsSchema,
  demo: {
    main_title: { fr: 'Nos résultats en chiffres', en: 'Our results in figures' },
    description: {
      fr: 'Données de nos transactions résidentielles dans le Grand Montréal et à Québec, 2025.',
      en: 'Figures from our residential transactions in Greater Montréal and Québec City, 2025.',
    },
    layout_display: 'variant_1',
    statistics_repeater: [
      {
        super_title: { fr: 'Propriétés vendues', en: 'Properties sold' },
        main_title: { fr: '1 240+', en: '1,240+' },
        description: { fr: 'depuis 2012', en: 'since 2012' },
        source: { fr: 'Registre des transactions de l’agence', en: 'Agency transaction register' },
        source_date: '2025-12',
        bg_color_primary: '#003da5',
        text_color: '#ffffff',
      },
      {
        super_title: { fr: 'Délai de vente', en: 'Time to sell' },
        main_title: { fr: '21 jours', en: '21 days' },
        description: { fr: 'en moyenne, contre 38 pour la région', en: 'on average, against 38 for the region' },
        source: { fr: 'Centris, statistiques de l’agence et de la région', en: 'Centris, agency and regional statistics' },
        source_date: '2025-12',
      },
      {
        super_title: { fr: 'Prix obtenu', en: 'Price obtained' },
        main_title: { fr: '98,6 %', en: '98.6%' },
        description: { fr: 'du prix demandé', en: 'of the asking price' },
        source: { fr: 'Centris, ventes de l’agence', en: 'Centris, agency sales' },
        source_date: '2025-12',
      },
      {
        super_title: { fr: 'Satisfaction', en: 'Satisfaction' },
        main_title: { fr: '4,87 / 5', en: '4.87 / 5' },
        description: { fr: 'sur 127 avis Google', en: 'from 127 Google reviews' },
        source: { fr: 'Google Business Profile', en: 'Google Business Profile' },
        source_date: '2026-01-15',
      },
    ],
  },
});

import type { z } from 'zod';
import type { heroSearchBarSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

/** Demo fields: the home-page search hero of a Québec City brokerage. */
export const heroSearchBarDemo: z.input<typeof heroSearchBarSchema> = {
  align_y: 'center',
  main_title: { fr: 'Trouvez la propriété qui vous ressemble', en: 'Find the property that fits you' },
  sub_title: {
    fr: 'Maisons, condos et plex à vendre ou à louer partout au Québec',
    en: 'Houses, condos and plexes for sale or rent across Québec',
  },
  under_sub_title: { fr: 'Des milliers d’inscriptions mises à jour chaque jour', en: 'Thousands of listings updated every day' },
  bg_media: {
    type: 'image',
    image: {
      media: demoMedia('/demo/heroes/quebec-city-blue-hour.jpg', 'Le Vieux-Québec à l’heure bleue', 'Old Québec City at blue hour'),
      center: { x: 50, y: 45 },
    },
  },
  tabs_repeater: [
    {
      tab_icon: { type: 'tag' },
      tab_title: { fr: 'Vendre', en: 'Sell' },
      content_icon: { type: 'home' },
      description: {
        fr: '<p>Obtenez une évaluation gratuite de votre propriété par un courtier de votre secteur, en moins de 48 heures.</p>',
        en: '<p>Get a free valuation of your property from a broker in your area, within 48 hours.</p>',
      },
      cta: {
        target: '_self',
        url: { fr: '/fr/contact', en: '/en/contact' },
        text: { fr: 'Évaluer ma propriété', en: 'Value my property' },
      },
    },
    {
      tab_icon: { type: 'users' },
      tab_title: { fr: 'Trouver un courtier', en: 'Find a broker' },
      content_icon: { type: 'user' },
      description: {
        fr: '<p>Nos courtiers connaissent chaque quartier, de Limoilou à Sainte-Foy. Parlez-en avec l’un d’eux dès aujourd’hui.</p>',
        en: '<p>Our brokers know every neighbourhood, from Limoilou to Sainte-Foy. Talk to one of them today.</p>',
      },
      cta: {
        target: '_self',
        url: { fr: '/fr/contact', en: '/en/contact' },
        text: { fr: 'Nous joindre', en: 'Contact us' },
      },
    },
  ],
};

import type { z } from 'zod';
import type { heroCtaSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

/** Demo fields: the home-page hero of a Québec City agency. */
export const heroCtaDemo: z.input<typeof heroCtaSchema> = {
  logo: {
    media: demoMedia('/demo/heroes/logo-mark.svg', 'Logo de l’agence', 'Agency logo'),
  },
  super_title: { fr: 'Agence immobilière depuis 1998', en: 'Real estate agency since 1998' },
  main_title: { fr: 'Trouvez votre place à Québec', en: 'Find your place in Québec City' },
  sub_title: {
    fr: 'Du Vieux-Québec à Lévis, 45 courtiers vous accompagnent pour acheter, vendre ou investir.',
    en: 'From Old Québec to Lévis, 45 brokers help you buy, sell or invest.',
  },
  cta_repeater: [
    {
      url: { fr: '/fr/proprietes', en: '/en/properties' },
      text: { fr: 'Voir les propriétés', en: 'See properties' },
    },
    {
      url: { fr: '/fr/courtiers', en: '/en/brokers' },
      text: { fr: 'Rencontrer nos courtiers', en: 'Meet our brokers' },
    },
  ],
  bg_media: {
    type: 'image',
    image: {
      media: demoMedia('/demo/heroes/quebec-city-blue-hour.jpg', 'Le Vieux-Québec et le fleuve Saint-Laurent à l’heure bleue', 'Old Québec and the St. Lawrence River at blue hour'),
      center: { x: 55, y: 45 },
    },
  },
};

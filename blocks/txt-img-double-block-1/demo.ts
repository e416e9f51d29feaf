import type { z } from 'zod';
import type { txtImgDoubleSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

/** Demo fields: a brokerage's services, with a house and a condo in the double layout. */
export const txtImgDoubleDemo: z.input<typeof txtImgDoubleSchema> = {
  main_title: {
    fr: 'Une équipe qui connaît votre quartier',
    en: 'A team that knows your neighbourhood',
  },
  description: {
    fr: '<p>Du bungalow à Laval au condo du Plateau-Mont-Royal, nos courtiers vivent et travaillent là où vous cherchez. Ils savent ce qui fait la valeur d’une rue, d’une école ou d’une station de métro.</p>',
    en: '<p>From a bungalow in Laval to a condo on the Plateau-Mont-Royal, our brokers live and work where you are looking. They know what gives a street, a school or a metro station its value.</p>',
  },
  list_items_repeater: [
    {
      icon: { type: 'home' },
      description: { fr: 'Évaluation gratuite de votre propriété en 48 heures', en: 'Free valuation of your property within 48 hours' },
    },
    {
      icon: { type: 'key' },
      description: { fr: 'Visites organisées le soir et la fin de semaine', en: 'Visits arranged on evenings and weekends' },
    },
    {
      icon: { type: 'users' },
      description: { fr: 'Un réseau de notaires, d’inspecteurs et de prêteurs de confiance', en: 'A network of trusted notaries, inspectors and lenders' },
    },
  ],
  cta_repeater: [
    {
      url: { fr: '/fr/contact', en: '/en/contact' },
      text: { fr: 'Prendre rendez-vous', en: 'Book a meeting' },
    },
    {
      url: { fr: '/fr/proprietes', en: '/en/properties' },
      text: { fr: 'Voir nos inscriptions', en: 'See our listings' },
      format: { type: 'link' },
      icon: { type: 'arrow-right', align: 'right' },
    },
  ],
  medias_repeater: [
    {
      media: demoMedia('/demo/heroes/laval-family-home.jpg', 'Maison familiale en brique à Laval', 'Brick family home in Laval'),
    },
    {
      media: demoMedia('/demo/heroes/condo-living-room.jpg', 'Salon d’un condo avec vue sur le centre-ville de Montréal', 'Condo living room overlooking downtown Montréal'),
    },
  ],
};

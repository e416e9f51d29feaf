import type { z } from 'zod';
import type { heroContent2Schema } from './schema';
import { demoMedia } from '@/lib/demo/media';

/** Demo fields: the home-page hero of a Montréal brokerage. */
export const heroContent2Demo: z.input<typeof heroContent2Schema> = {
  main_title: {
    fr: 'Votre prochain chez-vous commence ici',
    en: 'Your next home starts here',
  },
  sub_title: {
    fr: 'Courtiers immobiliers à Montréal, Laval et sur la Rive-Nord',
    en: 'Real estate brokers in Montréal, Laval and the North Shore',
  },
  description: {
    fr: '<p>Plus de 20 ans d’expérience, 1 200 transactions conclues et une équipe qui répond le soir et la fin de semaine. Achat, vente ou location : on s’occupe de tout.</p>',
    en: '<p>Over 20 years of experience, 1,200 closed transactions and a team that answers evenings and weekends. Buying, selling or renting: we handle it all.</p>',
  },
  cta_repeater: [
    {
      url: { fr: '/fr/proprietes', en: '/en/properties' },
      text: { fr: 'Trouver une propriété', en: 'Find a property' },
    },
    {
      url: { fr: '/fr/contact', en: '/en/contact' },
      text: { fr: 'Parler à un courtier', en: 'Talk to a broker' },
    },
  ],
  bg_media: {
    type: 'image',
    image: {
      media: demoMedia('/demo/heroes/montreal-skyline-dusk.jpg', 'Le centre-ville de Montréal et le mont Royal au crépuscule', 'Downtown Montréal and Mount Royal at dusk'),
      center: { x: 60, y: 50 },
    },
  },
};

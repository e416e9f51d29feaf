import { defineBlockSpec } from '@/blocks/define-spec';
import { memberCardsSchema } from './schema';

export const memberCardsBlockSpec = defineBlockSpec({
  type: 'member_cards_block',
  category: 'members',
  clientMessages: ['members'],
  label: { fr: 'Cartes de membres', en: 'Member cards' },
  schema: memberCardsSchema,
  demo: {
    main_title: { fr: 'Nos courtiers', en: 'Our brokers' },
    description: {
      fr: '<p>Des courtiers immobiliers à Montréal, à Laval et à Longueuil. Choisissez un bureau ou parcourez toute l’équipe.</p>',
      en: '<p>Real estate brokers in Montréal, Laval and Longueuil. Pick an office or browse the whole team.</p>',
    },
    context_type: 'brokers',
  },
});

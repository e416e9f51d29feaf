import { defineBlockSpec } from '@/blocks/define-spec';
import { rewardsSchema } from './schema';

export const rewardsBlockSpec = defineBlockSpec({
  type: 'rewards_block',
  category: 'misc',
  clientMessages: ['trust'],
  label: { fr: 'Liste de prix et distinctions', en: 'Rewards list' },
  schema: rewardsSchema,
  demo: {
    main_title: { fr: 'Prix et distinctions', en: 'Awards and distinctions' },
    description: {
      fr: 'La reconnaissance de nos pairs pour le volume de ventes et la satisfaction de la clientèle, année après année.',
      en: 'Recognition from our peers for sales volume and client satisfaction, year after year.',
    },
    rewards_repeater: [
      { reward: 'temple-renomee', year: '2025' },
      { reward: 'diamant', year: '2025' },
      { reward: 'platine', year: '2024' },
      { reward: 'chariman', year: '2023' },
      { reward: '100-perct-or', year: '2022' },
      { reward: 'pinacle', year: '2021' },
    ],
  },
});

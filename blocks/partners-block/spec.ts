import { defineBlockSpec } from '@/blocks/define-spec';
import { partnersBlockSchema } from './schema';

export const partnersBlockSpec = defineBlockSpec({
  type: 'partners_block',
  category: 'members',
  clientMessages: ['places'],
  label: { fr: 'Partenaires', en: 'Partners' },
  schema: partnersBlockSchema,
  demo: {
    main_title: { fr: 'Nos partenaires de confiance', en: 'Our trusted partners' },
    description: {
      fr: '<p>Notaires, inspecteurs, avocats et déménageurs : des professionnels que nous recommandons à nos clients.</p>',
      en: '<p>Notaries, inspectors, lawyers and movers: professionals we recommend to our clients.</p>',
    },
  },
});

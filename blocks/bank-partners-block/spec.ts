import { defineBlockSpec } from '@/blocks/define-spec';
import { bankPartnersBlockSchema } from './schema';

export const bankPartnersBlockSpec = defineBlockSpec({
  type: 'bank_partners_block',
  category: 'members',
  label: { fr: 'Partenaires financiers', en: 'Bank partners' },
  schema: bankPartnersBlockSchema,
  demo: {
    main_title: { fr: 'Nos partenaires financiers', en: 'Our financial partners' },
    description: {
      fr: '<p>Des spécialistes hypothécaires qui connaissent nos clients et nos délais.</p>',
      en: '<p>Mortgage specialists who know our clients and our timelines.</p>',
    },
  },
});

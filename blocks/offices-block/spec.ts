import { defineBlockSpec } from '@/blocks/define-spec';
import { officesBlockSchema } from './schema';

export const officesBlockSpec = defineBlockSpec({
  type: 'offices_block',
  category: 'members',
  label: { fr: 'Bureaux', en: 'Offices' },
  schema: officesBlockSchema,
  demo: {
    main_title: { fr: 'Nos bureaux', en: 'Our offices' },
    description: {
      fr: '<p>Trois bureaux pour vous accueillir à Montréal, à Laval et sur la Rive-Sud.</p>',
      en: '<p>Three offices to welcome you in Montréal, Laval and on the South Shore.</p>',
    },
    office_slugs: [],
  },
});

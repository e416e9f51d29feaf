import { defineBlock } from '@/blocks/define-block';
import { OfficesMapBlock } from './OfficesMapBlock';
import { officesMapBlockSchema } from './schema';

export const officesMapBlock = defineBlock({
  type: 'offices_map_block',
  category: 'members',
  clientMessages: ['places'],
  label: { fr: 'Bureaux avec carte', en: 'Offices with map' },
  schema: officesMapBlockSchema,
  component: OfficesMapBlock,
  demo: {
    main_title: { fr: 'Trouvez le bureau le plus près', en: 'Find the office nearest you' },
    orientation_x: 'center',
    office_slugs: [],
  },
});

import { defineBlock } from '@/blocks/define-block';
import { SoldPropertiesMap } from './SoldPropertiesMap';
import { soldPropertiesMapSchema } from './schema';

export const soldPropertiesMapBlock = defineBlock({
  type: 'sold_properties_map_block',
  category: 'properties',
  clientMessages: ['search'],
  label: { fr: 'Carte des propriétés vendues', en: 'Sold properties map' },
  schema: soldPropertiesMapSchema,
  component: SoldPropertiesMap,
  demo: {
    main_title: { fr: 'Nos propriétés vendues', en: 'Our sold properties' },
    filters: {},
  },
});

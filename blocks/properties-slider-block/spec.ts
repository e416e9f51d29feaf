import { defineBlockSpec } from '@/blocks/define-spec';
import { propertiesSliderSchema } from './schema';

export const propertiesSliderBlockSpec = defineBlockSpec({
  type: 'properties_slider_block',
  category: 'properties',
  clientMessages: ['search'],
  label: { fr: 'Carrousel de propriétés', en: 'Properties slider' },
  schema: propertiesSliderSchema,
  demo: {
    main_title: { fr: 'Propriétés à vendre à Québec', en: 'Properties for sale in Québec City' },
    cta: {
      target: '_self',
      format: { type: 'button' },
      icon: { type: 'arrow-right', align: 'right' },
      url: { fr: '/fr/proprietes?mun=23027', en: '/en/properties?mun=23027' },
      text: { fr: 'Explorer Québec', en: 'Explore Québec City' },
    },
    filters: { mun: ['23027'], forSaleForRent: 'buy', limit: 9 },
  },
});

import { defineBlockSpec } from '@/blocks/define-spec';
import { propertiesBlockSchema } from './schema';

export const propertiesBlockSpec = defineBlockSpec({
  type: 'properties_block',
  category: 'properties',
  clientMessages: ['search'],
  label: { fr: 'Propriétés', en: 'Properties' },
  schema: propertiesBlockSchema,
  demo: {
    main_title: { fr: 'Nos propriétés à Montréal', en: 'Our properties in Montréal' },
    cta: {
      target: '_self',
      format: { type: 'button' },
      icon: { type: 'arrow-right', align: 'right' },
      url: { fr: '/fr/contact', en: '/en/contact' },
      text: { fr: 'Parler à un courtier', en: 'Talk to a broker' },
      on_click_action: { action_type: 'open_contact_modal' },
    },
    filters: { mun: ['66023'], forSaleForRent: 'buy', limit: 6 },
  },
});

import { defineBlockSpec } from '@/blocks/define-spec';
import { featuredPropertiesDemo } from './demo';
import { featuredPropertiesSchema } from './schema';

export const featuredPropertiesBlockSpec = defineBlockSpec({
  type: 'featured_properties_block',
  category: 'properties',
  clientMessages: ['search'],
  label: { fr: 'Propriétés en vedette', en: 'Featured properties' },
  schema: featuredPropertiesSchema,
  demo: featuredPropertiesDemo,
});

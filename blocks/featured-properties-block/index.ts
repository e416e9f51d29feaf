import { defineBlock } from '@/blocks/define-block';
import { FeaturedProperties } from './FeaturedProperties';
import { featuredPropertiesDemo } from './demo';
import { featuredPropertiesSchema } from './schema';

export const featuredPropertiesBlock = defineBlock({
  type: 'featured_properties_block',
  category: 'properties',
  clientMessages: ['search'],
  label: { fr: 'Propriétés en vedette', en: 'Featured properties' },
  schema: featuredPropertiesSchema,
  component: FeaturedProperties,
  demo: featuredPropertiesDemo,
});

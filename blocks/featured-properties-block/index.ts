import { defineBlock } from '@/blocks/define-block';
import { featuredPropertiesBlockSpec } from '@/lib/blocks/featured-properties-block/spec';
import { FeaturedProperties } from './FeaturedProperties';

/** featured_properties_block: its spec (lib/blocks/featured-properties-block/spec.ts) rendered by its component. */
export const featuredPropertiesBlock = defineBlock(featuredPropertiesBlockSpec, FeaturedProperties);

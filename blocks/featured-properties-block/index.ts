import { defineBlock } from '@/blocks/define-block';
import { featuredPropertiesBlockSpec } from '@/blocks/featured-properties-block/spec';
import { FeaturedProperties } from './FeaturedProperties';

/** featured_properties_block: its spec (./spec.ts) rendered by its component. */
export const featuredPropertiesBlock = defineBlock(featuredPropertiesBlockSpec, FeaturedProperties);

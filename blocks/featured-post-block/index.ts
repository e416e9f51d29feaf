import { defineBlock } from '@/blocks/define-block';
import { featuredPostBlockSpec } from '@/blocks/featured-post-block/spec';
import { FeaturedPost } from './FeaturedPost';

/** featured_post_block: its spec (./spec.ts) rendered by its component. */
export const featuredPostBlock = defineBlock(featuredPostBlockSpec, FeaturedPost);

import { defineBlock } from '@/blocks/define-block';
import { featuredPostBlockSpec } from '@/lib/blocks/featured-post-block/spec';
import { FeaturedPost } from './FeaturedPost';

/** featured_post_block: its spec (lib/blocks/featured-post-block/spec.ts) rendered by its component. */
export const featuredPostBlock = defineBlock(featuredPostBlockSpec, FeaturedPost);

import type { BlockDefinition } from '../types';
import { blogPostsArchiveBlock } from '../blog-posts-archive-block';
import { featuredPostBlock } from '../featured-post-block';

/** Blog: the posts archive and the featured post. */
export const blogBlocks: BlockDefinition[] = [blogPostsArchiveBlock, featuredPostBlock];

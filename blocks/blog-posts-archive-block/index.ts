import { defineBlock } from '@/blocks/define-block';
import { blogPostsArchiveBlockSpec } from '@/blocks/blog-posts-archive-block/spec';
import { BlogPostsArchive } from './BlogPostsArchive';

/** blog_posts_archive_block: its spec (./spec.ts) rendered by its component. */
export const blogPostsArchiveBlock = defineBlock(blogPostsArchiveBlockSpec, BlogPostsArchive);

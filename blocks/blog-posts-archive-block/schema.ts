import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import type { ArticlesListing } from '@/lib/blog/types';

/**
 * blog_posts_archive_block: a title; the articles themselves are server data filled in
 * when the page response is built (articles_listing, never saved with the page).
 */
export const blogPostsArchiveSchema = z.object({
  main_title: localizedText.optional(),
  articles_listing: z.custom<ArticlesListing>().optional(),
});
export type BlogPostsArchiveFields = z.infer<typeof blogPostsArchiveSchema>;

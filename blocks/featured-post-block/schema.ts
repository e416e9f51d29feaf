import { z } from 'zod';
import { linkSchema, localizedText } from '@/lib/content/fields';
import type { ArticleCard } from '@/lib/blog/types';

/** One picked article: featured (left) or regular (right), spec 001 "Featured post". */
export const featuredPostItemSchema = z.object({
  type: z.enum(['blog_article_featured_item', 'blog_article_item']).default('blog_article_item'),
  article_id: z.number().int().positive(),
});

/**
 * featured_post_block: a title, a link to the archive and picked articles; with none picked,
 * the latest article is featured and the next three are regular. `cards` is server data.
 */
export const featuredPostSchema = z.object({
  main_title: localizedText.optional(),
  cta: linkSchema.optional(),
  items: z.array(featuredPostItemSchema).default([]),
  cards: z.custom<{ featured: ArticleCard[]; regular: ArticleCard[] }>().optional(),
});
export type FeaturedPostFields = z.infer<typeof featuredPostSchema>;

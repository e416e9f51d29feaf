import type { Block } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import { insertArticle, insertAuthor, insertCategory } from '@/lib/blog/writes';
import { demoAuthors, demoCategories, demoPosts, type DemoPost } from './blog-data';
import { blocks } from './demo-block';
import { textBlock } from './text';

/** The main content of one language: one text block per section (heading + paragraph). */
function sectionBlocks(key: string, locale: 'fr' | 'en', sections: [string, string][]): Block[] {
  return blocks(
    ...sections.map(([heading, paragraph], i) =>
      textBlock(`article-${key}-${locale}-${i + 1}`, { fr: heading, en: heading }, { fr: `<p>${paragraph}</p>`, en: `<p>${paragraph}</p>` }),
    ),
  );
}

function articleInput(post: DemoPost, categoryIds: number[], authorIds: number[]) {
  const { fr, en } = post;
  return {
    slug: { fr: fr.slug, ...(en ? { en: en.slug } : {}) },
    title: { fr: fr.title, ...(en ? { en: en.title } : {}) },
    excerpt: { fr: fr.excerpt, ...(en ? { en: en.excerpt } : {}) },
    main_content: {
      fr: sectionBlocks(post.key, 'fr', fr.sections),
      ...(en ? { en: sectionBlocks(post.key, 'en', en.sections) } : {}),
    },
    main_image: { url: `/demo/blog/${post.image}.svg`, alt: { fr: fr.alt, en: en?.alt ?? fr.alt } },
    tags: post.tags,
    category_ids: post.categories.map((i) => categoryIds[i]!),
    author_id: authorIds[post.author] ?? null,
    published_at: post.date,
    published: true,
  };
}

/** Seeds a site's blog: categories, authors and the demo articles (2 in French only). */
export async function seedBlog(db: Queryable, siteId: string): Promise<void> {
  const categoryIds: number[] = [];
  for (const [i, label] of demoCategories.entries()) categoryIds.push(await insertCategory(db, siteId, label, i));
  const authorIds: number[] = [];
  for (const author of demoAuthors) authorIds.push(await insertAuthor(db, siteId, author));
  for (const post of demoPosts) await insertArticle(db, siteId, articleInput(post, categoryIds, authorIds));
}

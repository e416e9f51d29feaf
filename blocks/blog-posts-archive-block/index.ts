import { defineBlock } from '@/blocks/define-block';
import { BlogPostsArchive } from './BlogPostsArchive';
import { blogPostsArchiveSchema } from './schema';

export const blogPostsArchiveBlock = defineBlock({
  type: 'blog_posts_archive_block',
  category: 'blog',
  clientMessages: ['blog'],
  label: { fr: 'Archives du blogue', en: 'Blog archive' },
  schema: blogPostsArchiveSchema,
  component: BlogPostsArchive,
  demo: { main_title: { fr: 'Blogue immobilier', en: 'Real estate blog' } },
});

import { defineBlockSpec } from '@/blocks/define-spec';
import { blogPostsArchiveSchema } from './schema';

export const blogPostsArchiveBlockSpec = defineBlockSpec({
  type: 'blog_posts_archive_block',
  category: 'blog',
  clientMessages: ['blog'],
  label: { fr: 'Archives du blogue', en: 'Blog archive' },
  schema: blogPostsArchiveSchema,
  demo: { main_title: { fr: 'Blogue immobilier', en: 'Real estate blog' } },
});

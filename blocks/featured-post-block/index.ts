import { defineBlock } from '@/blocks/define-block';
import { FeaturedPost } from './FeaturedPost';
import { featuredPostSchema } from './schema';

export const featuredPostBlock = defineBlock({
  type: 'featured_post_block',
  category: 'blog',
  label: { fr: 'Article en vedette', en: 'Featured post' },
  schema: featuredPostSchema,
  component: FeaturedPost,
  demo: {
    main_title: { fr: 'À lire sur notre blogue', en: 'From our blog' },
    cta: {
      target: '_self',
      format: { type: 'button' },
      icon: { type: 'arrow-right', align: 'right' },
      url: { fr: '/fr/blogue', en: '/en/blog' },
      text: { fr: 'Tous les articles', en: 'All articles' },
    },
    items: [],
  },
});

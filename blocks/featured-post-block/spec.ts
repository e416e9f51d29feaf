import { defineBlockSpec } from '@/blocks/define-spec';
import { featuredPostSchema } from './schema';

export const featuredPostBlockSpec = defineBlockSpec({
  type: 'featured_post_block',
  category: 'blog',
  label: { fr: 'Article en vedette', en: 'Featured post' },
  schema: featuredPostSchema,
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

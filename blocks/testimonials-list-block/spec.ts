import { defineBlockSpec } from '@/blocks/define-spec';
import { demoAvatar, demoConsent, demoQuotes } from '@/blocks/shared/testimonials/demo';
import { testimonialsListSchema } from './schema';

export const testimonialsListBlockSpec = defineBlockSpec({
  type: 'testimonials_list_block',
  category: 'misc',
  clientMessages: ['trust'],
  label: { fr: 'Liste de témoignages', en: 'Testimonial list' },
  schema: testimonialsListSchema,
  demo: {
    main_title: { fr: 'Témoignages de clients', en: 'Client testimonials' },
    description: {
      fr: 'Chaque transaction est une histoire. Voici quelques-unes des nôtres.',
      en: 'Every transaction is a story. Here are some of ours.',
    },
    testimonials_repeater: demoQuotes.map((q) => ({
      author_avatar: demoAvatar(q),
      author_name: q.name,
      author_subtitle: q.subtitle,
      description: q.text,
      review_date: q.date,
      review_score: q.score,
      ...demoConsent(q),
    })),
  },
});

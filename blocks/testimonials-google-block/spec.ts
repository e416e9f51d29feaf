import { defineBlockSpec } from '@/blocks/define-spec';
import { demoAvatar, demoConsent, demoQuotes } from '@/blocks/shared/testimonials/demo';
import { testimonialsGoogleSchema } from './schema';

export const testimonialsGoogleBlockSpec = defineBlockSpec({
  type: 'testimonials_google_block',
  category: 'misc',
  clientMessages: ['trust'],
  label: { fr: 'Avis Google', en: 'Google reviews' },
  schema: testimonialsGoogleSchema,
  demo: {
    main_title: { fr: 'Nos avis Google', en: 'Our Google reviews' },
    average_score: 4.866,
    total_reviews: 127,
    testimonials_repeater: demoQuotes.map((q) => ({
      author_avatar: demoAvatar(q),
      author_name: q.name,
      description: q.text,
      review_date: q.date,
      review_score: q.score,
      ...demoConsent(q),
    })),
  },
});

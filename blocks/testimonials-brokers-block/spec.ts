import { defineBlockSpec } from '@/blocks/define-spec';
import { demoAvatar, demoConsent, demoQuotes } from '@/blocks/shared/testimonials/demo';
import { testimonialsBrokersSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

export const testimonialsBrokersBlockSpec = defineBlockSpec({
  type: 'testimonials_brokers_block',
  category: 'misc',
  clientMessages: ['trust'],
  label: { fr: 'Témoignages (carrousel avec image)', en: 'Testimonials (carousel with image)' },
  schema: testimonialsBrokersSchema,
  demo: {
    main_title: { fr: 'Ce que disent nos clients', en: 'What our clients say' },
    image: {
      media: demoMedia('/demo/heroes/quebec-city-blue-hour.jpg', 'Le Vieux-Québec à l’heure bleue', 'Old Québec at blue hour'),
      center: { x: 50, y: 50 },
    },
    orientation_x: 'left',
    highlight_color: '#003da5',
    testimonials_repeater: demoQuotes.slice(0, 4).map((q) => ({
      description: q.text,
      broker_avatar: demoAvatar(q),
      broker_name: q.name,
      broker_subtitle: q.subtitle,
      ...demoConsent(q),
    })),
  },
});

import { defineBlockSpec } from '@/blocks/define-spec';
import { demoAvatar, demoConsent, demoQuotes } from '@/blocks/shared/testimonials/demo';
import { testimonialsSliderSchema } from './schema';

const colours = [
  { bg_color_primary: '#003da5', text_color: '#ffffff' },
  { bg_color_primary: '#eef0f3', text_color: '#12161c' },
  { bg_color_primary: '#ffffff', text_color: '#12161c' },
];

export const testimonialsSliderBlockSpec = defineBlockSpec({
  type: 'testimonials_slider_block',
  category: 'misc',
  clientMessages: ['trust'],
  label: { fr: 'Témoignages (cartes)', en: 'Testimonials (cards)' },
  schema: testimonialsSliderSchema,
  demo: {
    main_title: { fr: 'Ils nous ont fait confiance', en: 'They trusted us' },
    description: {
      fr: 'Acheteurs, vendeurs et investisseurs de Montréal à Québec racontent leur expérience.',
      en: 'Buyers, sellers and investors from Montréal to Québec City share their experience.',
    },
    testimonials_repeater: demoQuotes.map((q, i) => ({
      ...colours[i % colours.length],
      author_avatar: demoAvatar(q),
      author_name: q.name,
      author_subtitle: q.subtitle,
      description: q.text,
      ...demoConsent(q),
    })),
  },
});

import type { Block } from '@/lib/content/types';
import { blocks, demoBlock } from './demo-block';

/**
 * Blocks of the "Why choose us" demo page: the trust blocks from their demo fields. The
 * agency site speaks for its agency, not for the demo broker, in its highlights.
 */
export function whyUsBlocks(agency: boolean): Block[] {
  const agencyHighlights = {
    main_title: { fr: 'Pourquoi choisir l’Agence Immobilière Laurentides', en: 'Why choose Agence Immobilière Laurentides' },
    description: {
      fr: '<p>Une équipe de courtiers établie à Saint-Jérôme, Sainte-Agathe-des-Monts et Mont-Tremblant, qui connaît chaque lac, chaque rang et chaque règlement municipal des Laurentides.</p>',
      en: '<p>A team of brokers based in Saint-Jérôme, Sainte-Agathe-des-Monts and Mont-Tremblant who know every lake, back road and municipal by-law of the Laurentians.</p>',
    },
  };
  return blocks(
    demoBlock('highlights_block', 'why-highlights', agency ? { fields: agencyHighlights } : {}),
    demoBlock('statistics_block', 'why-statistics', { params: { color_scheme: 'normal-grey' } }),
    demoBlock('testimonials_brokers_block', 'why-testimonials-brokers'),
    demoBlock('testimonials_google_block', 'why-google', { params: { color_scheme: 'normal-grey' } }),
    demoBlock('testimonials_slider_block', 'why-testimonials-slider'),
    demoBlock('rewards_block', 'why-rewards', { params: { color_scheme: 'inverted' } }),
    demoBlock('testimonials_list_block', 'why-testimonials-list'),
    demoBlock('qa_block', 'why-qa', { params: { color_scheme: 'normal-grey' } }),
  );
}

import { defineBlockSpec } from '@/blocks/define-spec';
import { highlightsSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

const about = (title: [string, string], text: [string, string]) => ({
  main_title: { fr: title[0], en: title[1] },
  description: { fr: text[0], en: text[1] },
});

export const highlightsBlockSpec = defineBlockSpec({
  type: 'highlights_block',
  category: 'text',
  label: { fr: 'Faits saillants', en: 'Highlights' },
  schema: highlightsSchema,
  demo: {
    main_title: { fr: 'Pourquoi travailler avec Julie Tremblay', en: 'Why work with Julie Tremblay' },
    description: {
      fr: '<p>Courtier immobilier résidentiel depuis 2012, Julie accompagne acheteurs et vendeurs de Montréal, Laval et Québec, de l’évaluation jusqu’à la signature chez le notaire.</p>',
      en: '<p>A residential real estate broker since 2012, Julie guides buyers and sellers in Montréal, Laval and Québec City, from the valuation to the signing at the notary.</p>',
    },
    info_source: {
      fr: 'Données internes 2025 et Centris, marché résidentiel de la RMR de Montréal.',
      en: '2025 internal data and Centris, Montréal CMA residential market.',
    },
    image: {
      media: demoMedia('/demo/heroes/condo-living-room.jpg', 'Salon lumineux d’un condo au Plateau-Mont-Royal', 'Bright living room of a Plateau-Mont-Royal condo'),
      center: { x: 50, y: 50 },
    },
    orientation_x: 'right',
    about_repeater: [
      about(
        ['Une mise en marché complète', 'Complete marketing'],
        ['Photos professionnelles, visite virtuelle et diffusion sur Centris et les réseaux sociaux.', 'Professional photos, virtual tour and listing on Centris and social media.'],
      ),
      about(
        ['Un prix juste, dès le départ', 'The right price from day one'],
        ['Une analyse comparative des ventes récentes de votre secteur.', 'A comparative analysis of recent sales in your area.'],
      ),
      about(
        ['Une négociation serrée', 'Tough negotiation'],
        ['98,6 % du prix demandé obtenu en moyenne en 2025.', '98.6% of the asking price obtained on average in 2025.'],
      ),
    ],
  },
});

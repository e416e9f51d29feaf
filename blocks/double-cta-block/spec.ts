import { defineBlockSpec } from '@/blocks/define-spec';
import { doubleCtaBlockSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

export const doubleCtaBlockSpec = defineBlockSpec({
  type: 'double_cta_block',
  category: 'cta',
  label: { fr: "Double appel à l'action", en: 'Double call to action' },
  schema: doubleCtaBlockSchema,
  demo: {
    double_cta_repeater: [
      {
        image: {
          media: demoMedia('/demo/content/double-cta-buy.svg', 'Maison unifamiliale entourée d’érables en automne', 'Single-family home among maple trees in autumn'),
          center: { x: 50, y: 55 },
        },
        main_title: { fr: 'Acheter', en: 'Buy' },
        description: {
          fr: 'Des milliers de propriétés partout au Québec, et un courtier pour vous accompagner de la première visite à la signature chez le notaire.',
          en: 'Thousands of properties across Québec, and a broker by your side from the first visit to the signing at the notary.',
        },
        cta: {
          target: '_self',
          format: { type: 'button' },
          icon: { type: 'search', align: 'left' },
          url: { fr: '/fr/proprietes', en: '/en/properties' },
          text: { fr: 'Trouver une propriété', en: 'Find a property' },
        },
      },
      {
        image: {
          media: demoMedia('/demo/content/double-cta-sell.svg', 'Salon lumineux d’un condo au centre-ville', 'Bright living room of a downtown condo'),
          center: { x: 50, y: 50 },
        },
        main_title: { fr: 'Vendre', en: 'Sell' },
        description: {
          fr: 'Une mise en marché soignée, des photos professionnelles et une stratégie de prix appuyée par les ventes récentes de votre secteur.',
          en: 'Polished marketing, professional photos and a pricing strategy backed by recent sales in your area.',
        },
        cta: {
          target: '_self',
          format: { type: 'button' },
          icon: { type: 'arrow-right', align: 'right' },
          url: { fr: '/fr/contact', en: '/en/contact' },
          text: { fr: 'Obtenir une évaluation', en: 'Get a valuation' },
        },
      },
    ],
  },
});

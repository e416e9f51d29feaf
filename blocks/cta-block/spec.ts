import { defineBlockSpec } from '@/blocks/define-spec';
import { ctaBlockSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

export const ctaBlockSpec = defineBlockSpec({
  type: 'cta_block',
  category: 'cta',
  label: { fr: "Appel à l'action", en: 'Call to action' },
  schema: ctaBlockSchema,
  demo: {
    main_title: { fr: 'Prêt à vendre votre propriété?', en: 'Ready to sell your property?' },
    description: {
      fr: 'Obtenez une évaluation gratuite et sans engagement de votre maison, de votre condo ou de votre plex. Nos courtiers connaissent le marché de votre quartier, de Québec à Montréal.',
      en: "Get a free, no-obligation valuation of your house, condo or plex. Our brokers know your neighbourhood's market, from Québec City to Montréal.",
    },
    cta_repeater: [
      {
        target: '_self',
        format: { type: 'button' },
        icon: { type: 'arrow-right', align: 'right' },
        url: { fr: '/fr/contact', en: '/en/contact' },
        text: { fr: 'Évaluer ma propriété', en: 'Get my valuation' },
      },
      {
        target: '_self',
        format: { type: 'button' },
        icon: { type: 'phone', align: 'left' },
        url: { fr: '/fr/contact', en: '/en/contact' },
        text: { fr: 'Parler à un courtier', en: 'Talk to a broker' },
        on_click_action: { action_type: 'open_contact_modal' },
      },
    ],
    image: {
      media: demoMedia('/demo/content/cta-house.svg', 'Maison contemporaine au crépuscule', 'Contemporary house at dusk'),
      center: { x: 50, y: 60 },
    },
    orientation_x: 'center',
  },
});

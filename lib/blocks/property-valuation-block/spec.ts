import { defineBlockSpec } from '@/lib/blocks/define-spec';
import { propertyValuationSchema } from './schema';

export const propertyValuationBlockSpec = defineBlockSpec({
  type: 'property_valuation_block',
  category: 'forms',
  clientMessages: ['forms'],
  label: { fr: 'Évaluation gratuite', en: 'Free valuation' },
  schema: propertyValuationSchema,
  demo: {
    badge_text: { fr: 'Évaluation gratuite', en: 'Free valuation' },
    main_title: { fr: 'Combien vaut votre propriété?', en: 'What is your property worth?' },
    description: {
      fr: 'Répondez à sept courtes questions sur votre maison, votre condo ou votre plex : un courtier de votre secteur prépare une évaluation gratuite et sans engagement.',
      en: 'Answer seven short questions about your house, condo or plex: a broker from your area prepares a free, no-obligation valuation.',
    },
    start_button_text: { fr: 'Débuter', en: 'Start' },
    side_media: {
      media: {
        fr: { url: '/demo/forms/valuation.svg', alt: 'Illustration d’une maison et d’un graphique de valeur' },
        en: { url: '/demo/forms/valuation.svg', alt: 'Illustration of a house and a value chart' },
      },
    },
  },
});

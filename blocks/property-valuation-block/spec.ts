import { multiStepFormBlockSpec } from '@/blocks/shared/multi-step/spec';
import { propertyValuationSchema } from './schema';

export const propertyValuationBlockSpec = multiStepFormBlockSpec({
  type: 'property_valuation_block',
  label: { fr: 'Évaluation gratuite', en: 'Free valuation' },
  schema: propertyValuationSchema,
  demo: {
    title: { fr: 'Combien vaut votre propriété?', en: 'What is your property worth?' },
    description: {
      fr: 'Répondez à sept courtes questions sur votre maison, votre condo ou votre plex : un courtier de votre secteur prépare une évaluation gratuite et sans engagement.',
      en: 'Answer seven short questions about your house, condo or plex: a broker from your area prepares a free, no-obligation valuation.',
    },
    illustration: { url: '/demo/forms/valuation.svg', alt: { fr: 'Illustration d’une maison et d’un graphique de valeur', en: 'Illustration of a house and a value chart' } },
  },
});

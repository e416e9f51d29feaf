import { defineBlockSpec } from '@/blocks/define-spec';
import { mortgageCalculatorSchema } from './schema';
import { demoMedia } from '@/lib/demo/media';

export const mortgageCalculatorBlockSpec = defineBlockSpec({
  type: 'mortgage_calculator_block',
  category: 'misc',
  clientMessages: ['mortgage'],
  label: { fr: 'Calculatrice hypothécaire', en: 'Mortgage calculator' },
  schema: mortgageCalculatorSchema,
  demo: {
    badge_text: { fr: 'Financement', en: 'Financing' },
    main_title: { fr: 'Calculez les versements pour une propriété', en: 'Calculate the payments for a property' },
    media: {
      media: demoMedia('/demo/heroes/laval-family-home.jpg', 'Maison familiale à Laval avec sa cour avant', 'Family home in Laval with its front yard'),
      center: { x: 50, y: 50 },
    },
    rule_set: 'current',
  },
});

import { defineBlockSpec } from '@/lib/blocks/define-spec';
import { propertyAlertSchema } from './schema';

export const propertyAlertBlockSpec = defineBlockSpec({
  type: 'property_alert_block',
  category: 'forms',
  clientMessages: ['forms'],
  label: { fr: 'Alerte propriétés', en: 'Property alert' },
  schema: propertyAlertSchema,
  demo: {
    badge_text: { fr: 'Alerte propriétés', en: 'Property alert' },
    main_title: { fr: 'Trouvez avant tout le monde', en: 'Find it before everyone else' },
    description: {
      fr: 'En six étapes rapides, décrivez la propriété de vos rêves : nous vous écrivons dès qu’une inscription correspond, à Québec, à Montréal ou ailleurs dans la province.',
      en: 'In six quick steps, describe your dream property: we will write to you as soon as a listing matches, in Québec City, Montréal or anywhere in the province.',
    },
    start_button_text: { fr: 'Débuter', en: 'Start' },
    side_media: {
      media: {
        fr: { url: '/demo/forms/alert.svg', alt: 'Illustration d’une maison avec une cloche de notification' },
        en: { url: '/demo/forms/alert.svg', alt: 'Illustration of a house with a notification bell' },
      },
    },
  },
});

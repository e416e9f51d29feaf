import { multiStepFormBlockSpec } from '@/blocks/shared/multi-step/spec';
import { propertyAlertSchema } from './schema';

export const propertyAlertBlockSpec = multiStepFormBlockSpec({
  type: 'property_alert_block',
  label: { fr: 'Alerte propriétés', en: 'Property alert' },
  schema: propertyAlertSchema,
  demo: {
    title: { fr: 'Trouvez avant tout le monde', en: 'Find it before everyone else' },
    description: {
      fr: 'En six étapes rapides, décrivez la propriété de vos rêves : nous vous écrivons dès qu’une inscription correspond, à Québec, à Montréal ou ailleurs dans la province.',
      en: 'In six quick steps, describe your dream property: we will write to you as soon as a listing matches, in Québec City, Montréal or anywhere in the province.',
    },
    illustration: { url: '/demo/forms/alert.svg', alt: { fr: 'Illustration d’une maison avec une cloche de notification', en: 'Illustration of a house with a notification bell' } },
  },
});

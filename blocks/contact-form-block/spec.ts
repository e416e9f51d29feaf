import { defineBlockSpec } from '@/blocks/define-spec';
import { contactFormParams } from './params';
import { contactFormBlockSchema } from './schema';

export const contactFormBlockSpec = defineBlockSpec({
  type: 'contact_form_block',
  category: 'forms',
  clientMessages: ['forms'],
  label: { fr: 'Formulaire de contact', en: 'Contact form' },
  schema: contactFormBlockSchema,
  params: contactFormParams,
  demo: {
    main_title: { fr: 'Écrivez-nous', en: 'Write to us' },
    description: {
      fr: '<p>Une question sur une propriété, un projet de vente ou un premier achat? Laissez-nous un message : un courtier de notre équipe vous répond en moins de 24 heures ouvrables.</p>',
      en: '<p>A question about a property, a plan to sell or a first purchase? Leave us a message: a broker from our team replies within one business day.</p>',
    },
  },
  demoParams: { orientation: 'full' },
});

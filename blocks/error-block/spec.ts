import { defineBlockSpec } from '@/blocks/define-spec';
import { errorBlockSchema } from './schema';

export const errorBlockSpec = defineBlockSpec({
  type: 'error_block',
  category: 'misc',
  label: { fr: "Bloc d'erreur", en: 'Error block' },
  schema: errorBlockSchema,
  demo: {
    status_code: 404,
    main_title: { fr: 'Cette adresse est introuvable', en: 'This address could not be found' },
    description: {
      fr: "La page que vous cherchez a peut-être été déplacée, ou la propriété n'est plus sur le marché. Revenez à l'accueil pour poursuivre votre recherche.",
      en: 'The page you are looking for may have moved, or the property is no longer on the market. Head back home to continue your search.',
    },
    action: 'home',
    show_spinner: false,
  },
});

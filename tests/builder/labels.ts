import type { ConfigLabels } from '@/builder/config';

/** Labels for config tests (the app passes the 'editor' messages). */
export const testLabels: ConfigLabels = {
  qaLocale: 'fr',
  categories: {
    headers: 'En-têtes', footers: 'Pieds de page', heroes: 'Héros', text: 'Texte', media: 'Médias', cta: 'Appels à l’action',
    layout: 'Mise en page', properties: 'Propriétés', members: 'Membres', blog: 'Blogue', forms: 'Formulaires', misc: 'Divers',
  },
  yes: 'Oui',
  no: 'Non',
  none: '—',
  blockParams: 'Paramètres du bloc',
  pageTitle: 'Titre',
  pagePaths: 'Chemins',
  pageSeo: 'SEO',
  invalidJson: 'JSON invalide',
  invalidBlock: 'Bloc invalide',
};

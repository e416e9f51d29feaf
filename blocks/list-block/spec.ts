import { defineBlockSpec } from '@/blocks/define-spec';
import { listBlockSchema } from './schema';

const item = (fr: string, en: string, dfr: string, den: string) => ({
  main_title: { fr, en },
  description: { fr: `<p>${dfr}</p>`, en: `<p>${den}</p>` },
});

export const listBlockSpec = defineBlockSpec({
  type: 'list_block',
  category: 'text',
  label: { fr: 'Liste (numérotée ou à puces)', en: 'List (ordered or unordered)' },
  schema: listBlockSchema,
  demo: {
    ordered: true,
    main_title: { fr: 'Vendre en cinq étapes', en: 'Selling in five steps' },
    description: {
      fr: '<p>Un processus clair, pour savoir à chaque moment où en est votre vente.</p>',
      en: '<p>A clear process, so you always know where your sale stands.</p>',
    },
    cta: { format: { type: 'button' }, url: { fr: '/fr/contact', en: '/en/contact' }, text: { fr: 'Discuter de mon projet', en: 'Discuss my project' } },
    list_repeater: [
      item('Évaluation gratuite', 'Free valuation', 'Analyse comparative des ventes récentes de votre quartier.', 'Comparative analysis of recent sales in your neighbourhood.'),
      item('Préparation', 'Preparation', 'Conseils de mise en valeur, photos et visite virtuelle.', 'Staging advice, photos and virtual tour.'),
      item('Mise en marché', 'Marketing', 'Inscription sur Centris, publicité ciblée et portes ouvertes.', 'Centris listing, targeted ads and open houses.'),
      item('Négociation', 'Negotiation', 'Analyse de chaque promesse d’achat et contre-propositions.', 'Review of every offer to purchase and counter-offers.'),
      item('Chez le notaire', 'At the notary', 'Suivi des conditions jusqu’à la signature de l’acte de vente.', 'Follow-up of conditions until the deed of sale is signed.'),
    ],
  },
});

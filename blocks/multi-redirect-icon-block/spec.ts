import { defineBlockSpec } from '@/blocks/define-spec';
import { multiRedirectIconSchema } from './schema';

const item = (icon: string, fr: string, en: string, dfr: string, den: string, url: [string, string], tfr: string, ten: string) => ({
  icon: { type: icon },
  main_title: { fr, en },
  description: { fr: `<p>${dfr}</p>`, en: `<p>${den}</p>` },
  cta: { url: { fr: url[0], en: url[1] }, text: { fr: tfr, en: ten } },
});

export const multiRedirectIconBlockSpec = defineBlockSpec({
  type: 'multi_redirect_icon_block',
  category: 'cta',
  label: { fr: 'Redirections multiples avec icônes', en: 'Multi-redirect with icons' },
  schema: multiRedirectIconSchema,
  demo: {
    main_title: { fr: 'Nos services', en: 'Our services' },
    description: { fr: '<p>Tout ce qu’il faut pour acheter, vendre ou louer au Québec.</p>', en: '<p>Everything you need to buy, sell or rent in Québec.</p>' },
    multi_redirect_repeater: [
      item('home', 'Vendre', 'Sell', 'Évaluation, mise en marché et négociation.', 'Valuation, marketing and negotiation.', ['/fr/evaluation-gratuite', '/en/free-valuation'], 'Évaluer ma propriété', 'Value my property'),
      item('key', 'Acheter', 'Buy', 'Recherche ciblée et visites accompagnées.', 'Targeted search and accompanied visits.', ['/fr/proprietes', '/en/properties'], 'Voir les propriétés', 'See properties'),
      item('building', 'Louer', 'Rent', 'Logements et locaux commerciaux.', 'Homes and commercial spaces.', ['/fr/proprietes?forSaleForRent=rent', '/en/properties?forSaleForRent=rent'], 'Voir les locations', 'See rentals'),
      item('mail', 'Être alerté', 'Get alerts', 'Les nouvelles inscriptions dans votre courriel.', 'New listings in your inbox.', ['/fr/alerte-proprietes', '/en/property-alerts'], 'Créer une alerte', 'Create an alert'),
      item('users', 'Investir', 'Invest', 'Plex et immeubles à revenus analysés.', 'Plexes and income properties analysed.', ['/fr/contact', '/en/contact'], 'Parler à un courtier', 'Talk to a broker'),
    ],
  },
});

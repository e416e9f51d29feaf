import { defineBlockSpec } from '@/blocks/define-spec';
import { multiRedirectNumberedSchema } from './schema';

const item = (fr: string, en: string, dfr: string, den: string, url: [string, string], img: string) => ({
  main_title: { fr, en },
  description: { fr: `<p>${dfr}</p>`, en: `<p>${den}</p>` },
  image: { media: { fr: { url: img, alt: '' }, en: { url: img, alt: '' } } },
  link: { url: { fr: url[0], en: url[1] }, text: { fr: 'En savoir plus', en: 'Learn more' } },
});

export const multiRedirectNumberedBlockSpec = defineBlockSpec({
  type: 'multi_redirect_numbered_block',
  category: 'cta',
  label: { fr: 'Redirections multiples numérotées', en: 'Numbered multi-redirect' },
  schema: multiRedirectNumberedSchema,
  demo: {
    main_title: { fr: 'Par où commencer?', en: 'Where to start?' },
    description: { fr: '<p>Quatre façons de faire avancer votre projet dès aujourd’hui.</p>', en: '<p>Four ways to move your project forward today.</p>' },
    show_number: true,
    multi_redirect_repeater: [
      item('Faire évaluer ma propriété', 'Get my property valued', 'Une estimation précise en 48 heures, sans engagement.', 'An accurate estimate within 48 hours, no obligation.', ['/fr/evaluation-gratuite', '/en/free-valuation'], '/demo/heroes/laval-family-home.jpg'),
      item('Recevoir les nouvelles inscriptions', 'Get new listings', 'Une alerte sur mesure selon vos critères.', 'A custom alert based on your criteria.', ['/fr/alerte-proprietes', '/en/property-alerts'], '/demo/heroes/condo-living-room.jpg'),
      item('Calculer mes paiements', 'Calculate my payments', 'Estimez votre versement hypothécaire.', 'Estimate your mortgage payment.', ['/fr/calculatrice-hypothecaire', '/en/mortgage-calculator'], '/demo/heroes/montreal-skyline-dusk.jpg'),
      item('Lire nos conseils', 'Read our advice', 'Le blogue pour acheter et vendre futé.', 'The blog to buy and sell smart.', ['/fr/blogue', '/en/blog'], '/demo/heroes/quebec-city-blue-hour.jpg'),
    ],
  },
});

import type { z } from 'zod';
import type { textBlock1Schema } from './schema';

/** Demo fields: a buyer's guide excerpt. */
export const textBlock1Demo: z.input<typeof textBlock1Schema> = {
  main_title: {
    fr: 'Acheter une première propriété au Québec',
    en: 'Buying your first property in Québec',
  },
  description: {
    fr: '<p>L’achat d’une première maison se prépare bien avant la première visite. Voici les étapes que nos courtiers recommandent à leurs clients de Montréal, de Laval et de Québec.</p><h2>1. Faites-vous préqualifier</h2><p>Une préqualification hypothécaire vous indique le prix maximal que vous pouvez viser et rassure les vendeurs lorsque vous déposez une promesse d’achat.</p><h2>2. Prévoyez les frais de clôture</h2><ul><li>La taxe de bienvenue (droits de mutation), payable à la municipalité;</li><li>les honoraires du notaire et les frais d’inspection;</li><li>l’ajustement des taxes municipales et scolaires.</li></ul><h2>3. Faites inspecter la propriété</h2><p>Une inspection préachat par un inspecteur membre d’un ordre ou d’une association reconnue vous protège contre les mauvaises surprises.</p>',
    en: '<p>Buying a first home starts well before the first visit. Here are the steps our brokers recommend to their clients in Montréal, Laval and Québec City.</p><h2>1. Get pre-qualified</h2><p>A mortgage pre-qualification tells you the highest price you can aim for and reassures sellers when you submit a promise to purchase.</p><h2>2. Plan for closing costs</h2><ul><li>The welcome tax (property transfer duties), paid to the municipality;</li><li>notary fees and inspection costs;</li><li>the adjustment of municipal and school taxes.</li></ul><h2>3. Have the property inspected</h2><p>A pre-purchase inspection by an inspector who belongs to a recognised order or association protects you from bad surprises.</p>',
  },
  cta_repeater: [
    {
      url: { fr: '/fr/calculatrice-hypothecaire', en: '/en/mortgage-calculator' },
      text: { fr: 'Calculer mes paiements', en: 'Calculate my payments' },
    },
  ],
};

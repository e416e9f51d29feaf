import { defineBlockSpec } from '@/blocks/define-spec';
import { landingHeroSchema } from './schema';

export const landingHeroBlockSpec = defineBlockSpec({
  type: 'landing_hero_block',
  category: 'heroes',
  clientMessages: ['forms'],
  label: { fr: 'Héros de page d’atterrissage', en: 'Landing page hero' },
  schema: landingHeroSchema,
  demo: {
    super_title: { fr: 'Vendre à Québec', en: 'Selling in Québec City' },
    main_title: { fr: 'Vendez au meilleur prix, sans stress', en: 'Sell for the best price, stress-free' },
    description: {
      fr: '<p>Mise en valeur professionnelle, visites virtuelles et stratégie de prix fondée sur les ventes récentes de votre quartier. Parlons de votre projet : la première rencontre est sans engagement.</p>',
      en: '<p>Professional staging, virtual tours and a pricing strategy based on recent sales in your neighbourhood. Let’s talk about your project: the first meeting is free of any commitment.</p>',
    },
  },
});

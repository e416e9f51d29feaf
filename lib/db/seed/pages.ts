import type { Block } from '@/blocks/types';
import type { Site } from '@/lib/cms/sites';
import type { NewPage } from '@/lib/cms/page-writes';
import { specialPaths } from '@/lib/i18n/routes';
import { blocks, demoBlock } from './demo-block';
import { textBlock } from './text';
import { legalText } from './legal';

type DemoPage = Omit<NewPage, 'siteId'> & { key: string };

const page = (key: string, paths: NewPage['paths'], title: { fr: string; en: string }, content: Block[]): DemoPage => ({
  key,
  paths,
  title,
  content,
  seo: {
    global: {
      fr: { og_title: title.fr },
      en: { og_title: title.en },
    },
  },
});

/** The demo pages of a site, built from the registry's demo blocks. */
export function demoPages(site: Site): DemoPage[] {
  const agency = site.type === 'agency';
  return [
    page('home', { fr: '/', en: '/' }, { fr: 'Accueil', en: 'Home' }, blocks(
      agency
        ? demoBlock('hero_cta_block', 'home-hero', { params: { align_y: 'bottom' } })
        : demoBlock('hero_content_2', 'home-hero'),
      demoBlock('text_block_2', 'home-intro'),
      demoBlock('txt_img_double_block_1', 'home-services'),
      demoBlock('hero_content_1', 'home-valuation', { params: { orientation_x: 'right', color_scheme: 'normal-grey' } }),
      demoBlock('double_cta_block', 'home-double-cta'),
      demoBlock('cta_block', 'home-cta', { params: { color_scheme: 'inverted' } }),
    )),
    page('contact', specialPaths.contact, { fr: 'Nous joindre', en: 'Contact us' }, blocks(
      textBlock('contact-text', { fr: 'Nous joindre', en: 'Contact us' }, {
        fr: '<p>Une question sur l’achat, la vente ou l’évaluation d’une propriété? Écrivez-nous ou appelez au <a href="tel:+15145550123">514 555-0123</a>.</p><p>Bureau : 1250, boulevard René-Lévesque Ouest, Montréal (Québec) H3B 4W8</p>',
        en: '<p>A question about buying, selling or valuing a property? Write to us or call <a href="tel:+15145550123">514 555-0123</a>.</p><p>Office: 1250 René-Lévesque Blvd West, Montréal, Québec H3B 4W8</p>',
      }),
    )),
    page('properties', specialPaths.properties, { fr: 'Propriétés à vendre et à louer', en: 'Properties for sale and rent' }, blocks(
      demoBlock('text_block_2', 'properties-intro', {
        fields: {
          main_title: { fr: 'Trouvez votre prochaine propriété', en: 'Find your next property' },
          description: {
            fr: '<p>Maisons, condos, plex, chalets et terrains partout au Québec.</p>',
            en: '<p>Houses, condos, plexes, cottages and land across Québec.</p>',
          },
          cta_repeater: [],
        },
      }),
    )),
    page('blog', specialPaths.blog, { fr: 'Blogue', en: 'Blog' }, blocks(
      demoBlock('text_block_2', 'blog-intro', {
        fields: {
          main_title: { fr: 'Blogue immobilier', en: 'Real estate blog' },
          description: {
            fr: '<p>Conseils pour acheter, vendre et financer une propriété au Québec.</p>',
            en: '<p>Advice on buying, selling and financing a property in Québec.</p>',
          },
          cta_repeater: [],
        },
      }),
    )),
    page('brokers', { fr: '/courtiers', en: '/brokers' }, { fr: 'Nos courtiers', en: 'Our brokers' }, blocks(
      demoBlock('txt_img_double_block_1', 'brokers-intro'),
    )),
    page('mortgage', { fr: '/calculatrice-hypothecaire', en: '/mortgage-calculator' }, {
      fr: 'Calculatrice hypothécaire', en: 'Mortgage calculator',
    }, blocks(demoBlock('text_block_2', 'mortgage-intro', {
      fields: {
        main_title: { fr: 'Calculez vos paiements hypothécaires', en: 'Calculate your mortgage payments' },
        description: {
          fr: '<p>Estimez vos versements selon le prix, la mise de fonds, le taux et l’amortissement.</p>',
          en: '<p>Estimate your payments from the price, down payment, rate and amortization.</p>',
        },
        cta_repeater: [],
      },
    }))),
    {
      // A page editors restricted: visitors get the 403 error page with its refresh action.
      ...page('restricted', { fr: '/espace-reserve', en: '/restricted-area' }, { fr: 'Espace réservé', en: 'Restricted area' }, []),
      access: 'forbidden' as const,
    },
    page('terms', specialPaths.terms, { fr: 'Conditions d’utilisation', en: 'Terms of use' }, blocks(
      textBlock('terms-text', { fr: 'Conditions d’utilisation', en: 'Terms of use' }, legalText.terms),
    )),
    page('privacy', specialPaths.privacy, { fr: 'Politique de confidentialité', en: 'Privacy policy' }, blocks(
      textBlock('privacy-text', { fr: 'Politique de confidentialité', en: 'Privacy policy' }, legalText.privacy),
    )),
  ];
}

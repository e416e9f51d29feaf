import { DEMO_MAINTENANCE, withAgencyIdentity, withIdentity } from '@/lib/demo/identity';
import type { Block } from '@/lib/content/types';
import type { Site } from '@/lib/sites/sites';
import type { NewPage } from '@/lib/cms/page-writes';
import { specialPaths } from '@/lib/i18n/routes';
import { blocks, demoBlock } from './demo-block';
import { textBlock } from './text';
import { legalText } from './legal';
import { whyUsBlocks } from './why-us';

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
  const pages = sitePages(site);
  if (site.type === 'agency') return pages.map(withAgencyIdentity);
  // The maintenance demo site is another broker's: its pages (shown once it opens) carry its own details.
  if (site.id === 'demo-maintenance') return pages.map((p) => withIdentity(p, DEMO_MAINTENANCE));
  return pages;
}

function sitePages(site: Site): DemoPage[] {
  const agency = site.type === 'agency';
  return [
    page('home', { fr: '/', en: '/' }, { fr: 'Accueil', en: 'Home' }, blocks(
      agency
        ? demoBlock('hero_cta_block', 'home-hero', { params: { align_y: 'bottom' } })
        : demoBlock('hero_search_bar_block', 'home-search'),
      demoBlock('text_block_2', 'home-intro'),
      agency ? demoBlock('hero_search_bar_block', 'home-search') : null,
      demoBlock('featured_properties_block', 'home-featured'),
      demoBlock('txt_img_double_block_1', 'home-services'),
      demoBlock('properties_slider_block', 'home-slider'),
      demoBlock('featured_post_block', 'home-blog'),
      demoBlock('hero_content_1', 'home-valuation', { params: { orientation_x: 'right', color_scheme: 'normal-grey' } }),
      demoBlock('double_cta_block', 'home-double-cta'),
      demoBlock('cta_block', 'home-cta', { params: { color_scheme: 'inverted' } }),
    )),
    page('contact', specialPaths.contact, { fr: 'Nous joindre', en: 'Contact us' }, blocks(
      demoBlock('contact_form_block', 'contact-form', { params: { orientation: 'full' } }),
      demoBlock('contact_infos_block', 'contact-infos', { params: { orientation: 'left' } }),
    )),
    page('alert', { fr: '/alerte-proprietes', en: '/property-alerts' }, { fr: 'Alerte propriétés', en: 'Property alerts' }, blocks(
      demoBlock('property_alert_block', 'alert-form'),
    )),
    page('valuation', { fr: '/evaluation-gratuite', en: '/free-valuation' }, { fr: 'Évaluation gratuite', en: 'Free valuation' }, blocks(
      demoBlock('property_valuation_block', 'valuation-form'),
    )),
    page('properties', specialPaths.properties, { fr: 'Propriétés à vendre et à louer', en: 'Properties for sale and rent' }, blocks(
      demoBlock('property_search_results_block', 'properties-search'),
    )),
    page('sold', { fr: '/proprietes-vendues', en: '/sold-properties' }, { fr: 'Propriétés vendues', en: 'Sold properties' }, blocks(
      demoBlock('sold_properties_map_block', 'sold-map'),
      demoBlock('properties_block', 'sold-available', { params: { color_scheme: 'normal-grey' } }),
    )),
    page('blog', specialPaths.blog, { fr: 'Blogue', en: 'Blog' }, blocks(
      demoBlock('blog_posts_archive_block', 'blog-archive'),
    )),
    page('brokers', { fr: '/courtiers', en: '/brokers' }, { fr: 'Nos courtiers', en: 'Our brokers' }, blocks(
      // The agency demo site has no members yet: it keeps its introduction.
      agency ? demoBlock('txt_img_double_block_1', 'brokers-intro') : null,
      agency ? null : demoBlock('members_search_hero_block', 'brokers-search'),
      agency ? null : demoBlock('member_cards_block', 'brokers-cards'),
      agency ? null : demoBlock('members_carousel_block', 'brokers-teams', { params: { color_scheme: 'normal-grey' } }),
      agency ? null : demoBlock('team_members_block', 'brokers-team-tremblay'),
    )),
    page('mortgage', { fr: '/calculatrice-hypothecaire', en: '/mortgage-calculator' }, {
      fr: 'Calculatrice hypothécaire', en: 'Mortgage calculator',
    }, blocks(demoBlock('mortgage_calculator_block', 'mortgage-calculator'))),
    page('why-us', { fr: '/pourquoi-nous-choisir', en: '/why-choose-us' }, { fr: 'Pourquoi nous choisir', en: 'Why choose us' }, whyUsBlocks(agency)),
    {
      // A page editors restricted: visitors get the 403 error page with its refresh action.
      ...page('restricted', { fr: '/espace-reserve', en: '/restricted-area' }, { fr: 'Espace réservé', en: 'Restricted area' }, []),
      access: 'forbidden' as const,
    },
    page('approach', { fr: '/notre-approche', en: '/our-approach' }, { fr: 'Notre approche', en: 'Our approach' }, blocks(
      demoBlock('hero_slider_block', 'approach-slider'),
      demoBlock('hero_infos_block', 'approach-infos'),
      demoBlock('multi_redirect_icon_block', 'approach-services', { params: { color_scheme: 'normal-grey' } }),
      demoBlock('image_text_block', 'approach-staging'),
      demoBlock('list_block', 'approach-steps'),
      demoBlock('text_img_multiple_block_1', 'approach-buying', { params: { color_scheme: 'normal-grey' } }),
      demoBlock('medias_carousel_block', 'approach-sales'),
      demoBlock('categories_slider_block', 'approach-categories'),
      demoBlock('multi_redirect_numbered_block', 'approach-start', { params: { color_scheme: 'normal-grey' } }),
      demoBlock('carousel_cards_block', 'approach-guides'),
      demoBlock('multi_redirect_vertical_block', 'approach-lifestyle'),
      demoBlock('iframe_block', 'approach-simulator'),
      demoBlock('script_block', 'approach-hours'),
    )),
    page('terms', specialPaths.terms, { fr: 'Conditions d’utilisation', en: 'Terms of use' }, blocks(
      textBlock('terms-text', { fr: 'Conditions d’utilisation', en: 'Terms of use' }, legalText.terms),
    )),
    page('privacy', specialPaths.privacy, { fr: 'Politique de confidentialité', en: 'Privacy policy' }, blocks(
      textBlock('privacy-text', { fr: 'Politique de confidentialité', en: 'Privacy policy' }, legalText.privacy),
    )),
    page('offices', { fr: '/bureaux', en: '/offices' }, { fr: 'Nos bureaux', en: 'Our offices' }, blocks(
      demoBlock('offices_map_block', 'offices-map'),
      demoBlock('offices_block', 'offices-grid', {
        params: { color_scheme: 'normal-grey' },
        fields: agency
          ? {
              description: {
                fr: '<p>Deux bureaux pour vous accueillir dans les Laurentides, à Saint-Jérôme et à Mont-Tremblant.</p>',
                en: '<p>Two offices to welcome you in the Laurentians, in Saint-Jérôme and Mont-Tremblant.</p>',
              },
            }
          : {},
      }),
    )),
    page('partners', { fr: '/partenaires', en: '/partners' }, { fr: 'Nos partenaires', en: 'Our partners' }, blocks(
      demoBlock('partners_block', 'partners'),
      demoBlock('bank_partners_block', 'bank-partners', { params: { color_scheme: 'normal-grey' } }),
    )),
  ];
}

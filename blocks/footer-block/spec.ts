import { defineBlockSpec } from '@/blocks/define-spec';
import { demoLinks, demoLogos, type LinkInput } from '@/blocks/shared/header/demo';
import { DEMO_BROKER } from '@/lib/demo/identity';
import { footerSchema } from './schema';

const social = (type: string, name: string, url: string) => ({
  icon_link: { text: { fr: name, en: name }, url: { fr: url, en: url }, icon: { type }, target: '_blank' as const },
});

const menu = (menu_link: LinkInput, links: LinkInput[]) => ({
  menu_item: { menu_link, sub_menu_repeater: links.map((menu_link) => ({ menu_link })) },
});

export const footerBlockSpec = defineBlockSpec({
  type: 'footer_block',
  category: 'footers',
  label: { fr: 'Pied de page', en: 'Footer' },
  schema: footerSchema,
  demoParams: { color_scheme: 'inverted' },
  demo: {
    agency: DEMO_BROKER.brand,
    all_rights_reserved: { fr: 'Tous droits réservés.', en: 'All rights reserved.' },
    logo_image_light: demoLogos.logo_image_light,
    logo_image_dark: demoLogos.logo_image_dark,
    cta: demoLinks.phone,
    icon_links_repeater: [
      social('facebook', 'Facebook', `https://www.facebook.com/${DEMO_BROKER.handle}`),
      social('instagram', 'Instagram', `https://www.instagram.com/${DEMO_BROKER.handle}`),
      social('linkedin', 'LinkedIn', `https://www.linkedin.com/in/${DEMO_BROKER.handle}`),
      social('youtube', 'YouTube', `https://www.youtube.com/@${DEMO_BROKER.handle}`),
    ],
    menu_repeater: [
      menu(demoLinks.properties, [demoLinks.forSale, demoLinks.forRent, demoLinks.openHouses, demoLinks.alert]),
      menu({ text: { fr: 'Ressources', en: 'Resources' }, url: {} }, [demoLinks.approach, demoLinks.brokers, demoLinks.offices, demoLinks.partners, demoLinks.whyUs, demoLinks.blog, demoLinks.mortgage]),
      menu(demoLinks.contact, [demoLinks.phone, demoLinks.valuation]),
    ],
  },
});

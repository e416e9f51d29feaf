import { defineBlock } from '@/blocks/define-block';
import { demoLinks, demoLogos, demoMegaMenu, demoSupSections } from '@/blocks/shared/header/demo';
import { headerOrientation } from '@/blocks/shared/header/schema';
import { HeaderMegamenu } from './HeaderMegamenu';
import { headerMegamenuSchema } from './schema';

export const headerMegamenuBlock = defineBlock({
  type: 'header_megamenu',
  category: 'headers',
  label: { fr: 'En-tête mégamenu', en: 'Megamenu header' },
  schema: headerMegamenuSchema,
  component: HeaderMegamenu,
  params: { orientation_x: headerOrientation },
  demoParams: { orientation_x: 'center' },
  demo: {
    ...demoLogos,
    cta_button: demoLinks.valuation,
    cta_sms: demoLinks.sms,
    menu_repeater: demoMegaMenu,
    sup_sections_repeater: demoSupSections,
    show_remax_logo: true,
  },
});

import { defineBlockSpec } from '@/lib/blocks/define-spec';
import { demoLinks, demoLogos, demoMegaMenu, demoSupSections } from '@/lib/blocks/shared/header/demo';
import { headerOrientation } from '@/lib/blocks/shared/header/schema';
import { headerMegamenuSchema } from './schema';

export const headerMegamenuBlockSpec = defineBlockSpec({
  type: 'header_megamenu',
  category: 'headers',
  label: { fr: 'En-tête mégamenu', en: 'Megamenu header' },
  schema: headerMegamenuSchema,
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

import { defineBlockSpec } from '@/lib/blocks/define-spec';
import { demoLinks, demoLogos, demoMenu, demoSupSections } from '@/lib/blocks/shared/header/demo';
import { headerOrientation } from '@/lib/blocks/shared/header/schema';
import { headerOutOfNormSchema } from './schema';

export const headerOutOfNormBlockSpec = defineBlockSpec({
  type: 'header_out_of_norm',
  category: 'headers',
  label: { fr: 'En-tête hors norme', en: 'Out-of-norm header' },
  schema: headerOutOfNormSchema,
  params: { orientation_x: headerOrientation },
  demoParams: { orientation_x: 'left' },
  demo: {
    ...demoLogos,
    cta_button: demoLinks.valuation,
    cta_sms: demoLinks.sms,
    menu_repeater: demoMenu,
    sup_sections_repeater: demoSupSections,
  },
});

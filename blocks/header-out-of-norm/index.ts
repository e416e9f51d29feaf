import { defineBlock } from '@/blocks/define-block';
import { demoLinks, demoLogos, demoMenu, demoSupSections } from '@/blocks/shared/header/demo';
import { headerOrientation } from '@/blocks/shared/header/schema';
import { HeaderOutOfNorm } from './HeaderOutOfNorm';
import { headerOutOfNormSchema } from './schema';

export const headerOutOfNormBlock = defineBlock({
  type: 'header_out_of_norm',
  category: 'headers',
  label: { fr: 'En-tête hors norme', en: 'Out-of-norm header' },
  schema: headerOutOfNormSchema,
  component: HeaderOutOfNorm,
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

import { defineBlock } from '@/blocks/define-block';
import { demoLinks, demoLogos, demoMenu } from '@/blocks/shared/header/demo';
import { headerOrientation } from '@/blocks/shared/header/schema';
import { HeaderClassic } from './HeaderClassic';
import { headerClassicSchema } from './schema';

export const headerClassicBlock = defineBlock({
  type: 'header_classic',
  category: 'headers',
  label: { fr: 'En-tête classique', en: 'Classic header' },
  schema: headerClassicSchema,
  component: HeaderClassic,
  params: { orientation_x: headerOrientation },
  demoParams: { orientation_x: 'center' },
  demo: {
    ...demoLogos,
    cta_button: demoLinks.valuation,
    cta_sms: demoLinks.sms,
    menu_repeater: demoMenu,
  },
});

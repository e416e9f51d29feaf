import { defineBlockSpec } from '@/lib/blocks/define-spec';
import { demoLinks, demoLogos, demoMenu } from '@/lib/blocks/shared/header/demo';
import { headerOrientation } from '@/lib/blocks/shared/header/schema';
import { headerClassicSchema } from './schema';

export const headerClassicBlockSpec = defineBlockSpec({
  type: 'header_classic',
  category: 'headers',
  label: { fr: 'En-tête classique', en: 'Classic header' },
  schema: headerClassicSchema,
  params: { orientation_x: headerOrientation },
  demoParams: { orientation_x: 'center' },
  demo: {
    ...demoLogos,
    cta_button: demoLinks.valuation,
    cta_sms: demoLinks.sms,
    menu_repeater: demoMenu,
  },
});

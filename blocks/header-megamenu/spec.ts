import { demoMegaMenu, demoSupSections } from '@/blocks/shared/header/demo';
import { headerBlockSpec } from '@/blocks/shared/header/spec';
import { headerMegamenuSchema } from './schema';

export const headerMegamenuBlockSpec = headerBlockSpec({
  type: 'header_megamenu',
  label: { fr: 'En-tête mégamenu', en: 'Megamenu header' },
  schema: headerMegamenuSchema,
  orientation: 'center',
  demo: { menu_repeater: demoMegaMenu, sup_sections_repeater: demoSupSections, show_remax_logo: true },
});

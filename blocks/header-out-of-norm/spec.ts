import { demoMenu, demoSupSections } from '@/blocks/shared/header/demo';
import { headerBlockSpec } from '@/blocks/shared/header/spec';
import { headerOutOfNormSchema } from './schema';

export const headerOutOfNormBlockSpec = headerBlockSpec({
  type: 'header_out_of_norm',
  label: { fr: 'En-tête hors norme', en: 'Out-of-norm header' },
  schema: headerOutOfNormSchema,
  orientation: 'left',
  demo: { menu_repeater: demoMenu, sup_sections_repeater: demoSupSections },
});

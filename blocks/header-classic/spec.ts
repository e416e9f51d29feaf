import { demoMenu } from '@/blocks/shared/header/demo';
import { headerBlockSpec } from '@/blocks/shared/header/spec';
import { headerClassicSchema } from './schema';

export const headerClassicBlockSpec = headerBlockSpec({
  type: 'header_classic',
  label: { fr: 'En-tête classique', en: 'Classic header' },
  schema: headerClassicSchema,
  orientation: 'center',
  demo: { menu_repeater: demoMenu },
});

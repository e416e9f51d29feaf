import { defineBlockSpec } from '@/blocks/define-spec';
import { spacerBlockSchema } from './schema';

export const spacerBlockSpec = defineBlockSpec({
  type: 'spacer_block',
  category: 'layout',
  label: { fr: 'Espacement', en: 'Spacer' },
  schema: spacerBlockSchema,
  abilities: { toggleColorScheme: true },
  demo: { height_desktop: 96, height_mobile: 48, divider: true },
});

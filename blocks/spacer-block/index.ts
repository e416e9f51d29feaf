import { defineBlock } from '@/blocks/define-block';
import { SpacerBlock } from './SpacerBlock';
import { spacerBlockSchema } from './schema';

export const spacerBlock = defineBlock({
  type: 'spacer_block',
  category: 'layout',
  label: { fr: 'Espacement', en: 'Spacer' },
  schema: spacerBlockSchema,
  component: SpacerBlock,
  abilities: { toggleColorScheme: true },
  demo: { height_desktop: 96, height_mobile: 48, divider: true },
});

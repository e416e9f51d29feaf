import { defineBlockSpec } from '@/blocks/define-spec';
import { textBlock1Demo } from './demo';
import { textBlock1Schema } from './schema';

export const textBlock1BlockSpec = defineBlockSpec({
  type: 'text_block_1',
  category: 'text',
  label: { fr: 'Texte : colonne de lecture', en: 'Text: reading column' },
  schema: textBlock1Schema,
  demo: textBlock1Demo,
});

import { defineBlock } from '../define-block';
import { TextBlock1 } from './TextBlock1';
import { textBlock1Demo } from './demo';
import { textBlock1Schema } from './schema';

export const textBlock1Block = defineBlock({
  type: 'text_block_1',
  category: 'text',
  label: { fr: 'Texte : colonne de lecture', en: 'Text: reading column' },
  schema: textBlock1Schema,
  component: TextBlock1,
  demo: textBlock1Demo,
});

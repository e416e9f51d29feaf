import { defineBlock } from '../define-block';
import { TextBlock2 } from './TextBlock2';
import { textBlock2Demo } from './demo';
import { textBlock2Params } from './params';
import { textBlock2Schema } from './schema';

export const textBlock2Block = defineBlock({
  type: 'text_block_2',
  category: 'text',
  label: { fr: 'Texte : introduction', en: 'Text: introduction' },
  schema: textBlock2Schema,
  component: TextBlock2,
  params: textBlock2Params,
  demo: textBlock2Demo,
  demoParams: { text_align: 'center' },
});

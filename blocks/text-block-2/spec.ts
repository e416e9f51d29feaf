import { defineBlockSpec } from '@/blocks/define-spec';
import { textBlock2Demo } from './demo';
import { textBlock2Params } from './params';
import { textBlock2Schema } from './schema';

export const textBlock2BlockSpec = defineBlockSpec({
  type: 'text_block_2',
  category: 'text',
  label: { fr: 'Texte : introduction', en: 'Text: introduction' },
  schema: textBlock2Schema,
  params: textBlock2Params,
  demo: textBlock2Demo,
  demoParams: { text_align: 'center' },
});

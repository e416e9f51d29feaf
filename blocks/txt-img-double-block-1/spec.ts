import { defineBlockSpec } from '@/blocks/define-spec';
import { txtImgDoubleDemo } from './demo';
import { txtImgDoubleParams } from './params';
import { txtImgDoubleSchema } from './schema';

export const txtImgDoubleBlockSpec = defineBlockSpec({
  type: 'txt_img_double_block_1',
  category: 'layout',
  label: { fr: 'Texte et images', en: 'Text and images' },
  schema: txtImgDoubleSchema,
  params: txtImgDoubleParams,
  demo: txtImgDoubleDemo,
  demoParams: { orientation_x: 'left' },
});

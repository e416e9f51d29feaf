import { defineBlock } from '../define-block';
import { TxtImgDouble } from './TxtImgDouble';
import { txtImgDoubleDemo } from './demo';
import { txtImgDoubleParams } from './params';
import { txtImgDoubleSchema } from './schema';

export const txtImgDoubleBlock = defineBlock({
  type: 'txt_img_double_block_1',
  category: 'layout',
  label: { fr: 'Texte et images', en: 'Text and images' },
  schema: txtImgDoubleSchema,
  component: TxtImgDouble,
  params: txtImgDoubleParams,
  demo: txtImgDoubleDemo,
  demoParams: { orientation_x: 'left' },
});

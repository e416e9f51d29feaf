import { defineBlockSpec } from '@/blocks/define-spec';
import { heroContent1Demo } from './demo';
import { heroContent1Params } from './params';
import { heroContent1Schema } from './schema';

export const heroContent1BlockSpec = defineBlockSpec({
  type: 'hero_content_1',
  category: 'heroes',
  label: { fr: 'Héros : image et texte', en: 'Hero: image and text' },
  schema: heroContent1Schema,
  params: heroContent1Params,
  demo: heroContent1Demo,
  demoParams: { orientation_x: 'left' },
});

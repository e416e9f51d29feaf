import { defineBlock } from '../define-block';
import { HeroContent1 } from './HeroContent1';
import { heroContent1Demo } from './demo';
import { heroContent1Params } from './params';
import { heroContent1Schema } from './schema';

export const heroContent1Block = defineBlock({
  type: 'hero_content_1',
  category: 'heroes',
  label: { fr: 'Héros : image et texte', en: 'Hero: image and text' },
  schema: heroContent1Schema,
  component: HeroContent1,
  params: heroContent1Params,
  demo: heroContent1Demo,
  demoParams: { orientation_x: 'left' },
});

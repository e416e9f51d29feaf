import { defineBlock } from '../define-block';
import { HeroContent2 } from './HeroContent2';
import { heroContent2Demo } from './demo';
import { heroContent2Params } from './params';
import { heroContent2Schema } from './schema';

export const heroContent2Block = defineBlock({
  type: 'hero_content_2',
  category: 'heroes',
  label: { fr: 'Héros : média en arrière-plan', en: 'Hero: background media' },
  schema: heroContent2Schema,
  component: HeroContent2,
  params: heroContent2Params,
  demo: heroContent2Demo,
  demoParams: { orientation_x: 'left' },
});

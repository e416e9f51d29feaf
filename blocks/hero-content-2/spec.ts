import { defineBlockSpec } from '@/blocks/define-spec';
import { heroContent2Demo } from './demo';
import { heroContent2Params } from './params';
import { heroContent2Schema } from './schema';

export const heroContent2BlockSpec = defineBlockSpec({
  type: 'hero_content_2',
  category: 'heroes',
  label: { fr: 'Héros : média en arrière-plan', en: 'Hero: background media' },
  schema: heroContent2Schema,
  params: heroContent2Params,
  demo: heroContent2Demo,
  demoParams: { orientation_x: 'left' },
});

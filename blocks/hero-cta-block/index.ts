import { defineBlock } from '../define-block';
import { HeroCta } from './HeroCta';
import { heroCtaDemo } from './demo';
import { heroCtaParams } from './params';
import { heroCtaSchema } from './schema';

export const heroCtaBlock = defineBlock({
  type: 'hero_cta_block',
  category: 'heroes',
  label: { fr: 'Héros : appel à l’action plein écran', en: 'Hero: full-screen call to action' },
  schema: heroCtaSchema,
  component: HeroCta,
  params: heroCtaParams,
  demo: heroCtaDemo,
  demoParams: { align_y: 'center' },
});

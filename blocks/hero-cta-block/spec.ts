import { defineBlockSpec } from '@/blocks/define-spec';
import { heroCtaDemo } from './demo';
import { heroCtaParams } from './params';
import { heroCtaSchema } from './schema';

export const heroCtaBlockSpec = defineBlockSpec({
  type: 'hero_cta_block',
  category: 'heroes',
  label: { fr: 'Héros : appel à l’action plein écran', en: 'Hero: full-screen call to action' },
  schema: heroCtaSchema,
  params: heroCtaParams,
  demo: heroCtaDemo,
  demoParams: { align_y: 'center' },
});

import { defineBlock } from '@/blocks/define-block';
import { HeroProfilePage } from './HeroProfilePage';
import { heroProfilePageSchema } from './schema';

export const heroProfilePageBlock = defineBlock({
  type: 'hero_profile_page_block',
  category: 'heroes',
  label: { fr: 'Héros de page profil', en: 'Hero profile page' },
  schema: heroProfilePageSchema,
  component: HeroProfilePage,
  params: { orientation_x: ['left', 'right'] },
  demo: { context_type: 'brokers', member_slug: 'julie-tremblay', orientation_x: 'left' },
});

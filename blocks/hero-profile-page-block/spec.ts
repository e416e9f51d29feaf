import { defineBlockSpec } from '@/blocks/define-spec';
import { heroProfilePageSchema } from './schema';

export const heroProfilePageBlockSpec = defineBlockSpec({
  type: 'hero_profile_page_block',
  category: 'heroes',
  label: { fr: 'Héros de page profil', en: 'Hero profile page' },
  schema: heroProfilePageSchema,
  params: { orientation_x: ['left', 'right'] },
  demo: { context_type: 'brokers', member_slug: 'julie-tremblay', orientation_x: 'left' },
});

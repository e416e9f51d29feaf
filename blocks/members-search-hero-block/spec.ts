import { defineBlockSpec } from '@/blocks/define-spec';
import { membersSearchHeroSchema } from './schema';

export const membersSearchHeroBlockSpec = defineBlockSpec({
  type: 'members_search_hero_block',
  category: 'heroes',
  clientMessages: ['members'],
  label: { fr: 'Héros de recherche de membres', en: 'Members search hero' },
  schema: membersSearchHeroSchema,
  demo: {
    main_title: { fr: 'Trouvez votre courtier', en: 'Find your broker' },
    sub_title: {
      fr: 'Seize courtiers immobiliers à Montréal, à Laval et sur la Rive-Sud, prêts à vous accompagner.',
      en: 'Sixteen real estate brokers in Montréal, Laval and on the South Shore, ready to help.',
    },
    context_type: 'brokers',
  },
});

import { defineBlockSpec } from '@/blocks/define-spec';
import { membersCarouselSchema } from './schema';

export const membersCarouselBlockSpec = defineBlockSpec({
  type: 'members_carousel_block',
  category: 'members',
  clientMessages: ['members'],
  label: { fr: 'Carrousel de membres', en: 'Members carousel' },
  schema: membersCarouselSchema,
  params: { orientation_x: ['full', 'center'] },
  demo: {
    main_title: { fr: 'Nos équipes', en: 'Our teams' },
    context_type: 'teams',
    orientation_x: 'center',
  },
});

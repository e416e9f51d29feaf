import { defineBlock } from '@/blocks/define-block';
import { MembersCarousel } from './MembersCarousel';
import { membersCarouselSchema } from './schema';

export const membersCarouselBlock = defineBlock({
  type: 'members_carousel_block',
  category: 'members',
  clientMessages: ['members'],
  label: { fr: 'Carrousel de membres', en: 'Members carousel' },
  schema: membersCarouselSchema,
  component: MembersCarousel,
  params: { orientation_x: ['full', 'center'] },
  demo: {
    main_title: { fr: 'Nos équipes', en: 'Our teams' },
    context_type: 'teams',
    orientation_x: 'center',
  },
});

import type { BlockComponentProps } from '../types';
import { MultiRedirect } from '../multi-redirect-numbered-block/MultiRedirect';
import type { MultiRedirectIconFields } from '@/blocks/multi-redirect-icon-block/schema';

/** multi_redirect_icon_block: cards with an icon (or image), a text and a link. */
export function MultiRedirectIcon({ fields, ctx }: BlockComponentProps<MultiRedirectIconFields>) {
  const cards = fields.multi_redirect_repeater.map((item) => ({
    title: item.main_title,
    description: item.description,
    image: item.image,
    icon: item.icon?.type,
    link: item.cta,
    number: null,
  }));
  return <MultiRedirect title={fields.main_title} description={fields.description} cards={cards} ctx={ctx} />;
}

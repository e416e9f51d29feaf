import type { BlockComponentProps } from '../types';
import { twoDigits } from '../shared/counters';
import { MultiRedirect } from './MultiRedirect';
import type { MultiRedirectNumberedFields } from '@/blocks/multi-redirect-numbered-block/schema';

/** multi_redirect_numbered_block: numbered cards (01, 02, ...) with image and link. */
export function MultiRedirectNumbered({ fields, ctx }: BlockComponentProps<MultiRedirectNumberedFields>) {
  const cards = fields.multi_redirect_repeater.map((item, index) => ({
    title: item.main_title,
    description: item.description,
    image: item.image,
    link: item.link,
    number: (item.show_number ?? fields.show_number) ? twoDigits(index + 1) : null,
  }));
  return <MultiRedirect title={fields.main_title} description={fields.description} cards={cards} ctx={ctx} />;
}

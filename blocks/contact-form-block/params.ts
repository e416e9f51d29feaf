import type { BlockParams } from '@/lib/content/types';

/** block_params of contact_form_block (spec 000 section 5): orientation full or center. */
export const contactFormParams = { orientation: ['full', 'center'] } as const;

export type ContactFormOrientation = (typeof contactFormParams.orientation)[number];

export function contactFormOrientation(params: BlockParams): ContactFormOrientation {
  return contactFormParams.orientation.find((value) => value === params.orientation) ?? 'full';
}

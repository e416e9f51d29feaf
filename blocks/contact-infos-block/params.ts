import type { BlockParams } from '@/lib/content/types';

/** block_params of contact_infos_block (spec 000 section 5): orientation left or right. */
export const contactInfosParams = { orientation: ['left', 'right'] } as const;

export function contactInfosOrientation(params: BlockParams): 'left' | 'right' {
  return params.orientation === 'right' ? 'right' : 'left';
}

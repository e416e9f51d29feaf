import type { BlockParams } from '@/lib/content/types';

/** block_params accepted by hero_cta_block (spec 000 section 5). align_y places the content vertically. */
export const heroCtaParams = { align_y: ['center', 'bottom'] } as const;

export type HeroCtaAlignY = (typeof heroCtaParams.align_y)[number];

export function heroCtaAlignY(params: BlockParams): HeroCtaAlignY {
  return params.align_y === 'bottom' ? 'bottom' : 'center';
}

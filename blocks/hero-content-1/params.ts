import type { BlockParams } from '@/lib/content/types';

/** block_params accepted by hero_content_1 (spec 000 section 5). orientation_x is the image side. */
export const heroContent1Params = { orientation_x: ['left', 'right'] } as const;

export type HeroContent1Orientation = (typeof heroContent1Params.orientation_x)[number];

export function heroContent1Orientation(params: BlockParams): HeroContent1Orientation {
  return params.orientation_x === 'right' ? 'right' : 'left';
}

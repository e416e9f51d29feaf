import type { BlockParams } from '@/lib/content/types';

/** block_params accepted by hero_content_2 (spec 000 section 5). orientation_x places the text box. */
export const heroContent2Params = { orientation_x: ['left', 'right', 'center'] } as const;

export type HeroContent2Orientation = (typeof heroContent2Params.orientation_x)[number];

export function heroContent2Orientation(params: BlockParams): HeroContent2Orientation {
  const value = params.orientation_x;
  return heroContent2Params.orientation_x.find((accepted) => accepted === value) ?? 'left';
}

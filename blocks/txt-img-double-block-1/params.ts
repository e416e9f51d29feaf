import type { BlockParams } from '@/lib/content/types';

/** block_params accepted by txt_img_double_block_1 (spec 001 section 2). orientation_x is the image side, default left. */
export const txtImgDoubleParams = { orientation_x: ['left', 'right'] } as const;

export type TxtImgDoubleOrientation = (typeof txtImgDoubleParams.orientation_x)[number];

export function txtImgDoubleOrientation(params: BlockParams): TxtImgDoubleOrientation {
  return params.orientation_x === 'right' ? 'right' : 'left';
}

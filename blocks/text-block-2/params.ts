import type { BlockParams } from '@/lib/content/types';

/** block_params accepted by text_block_2 (spec 001 section 2): text_align, default center. */
export const textBlock2Params = { text_align: ['left', 'center', 'right'] } as const;

export type TextBlock2Align = (typeof textBlock2Params.text_align)[number];

export function textBlock2Align(params: BlockParams): TextBlock2Align {
  const value = params.text_align;
  return textBlock2Params.text_align.find((accepted) => accepted === value) ?? 'center';
}

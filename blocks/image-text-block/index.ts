import { defineBlock } from '@/blocks/define-block';
import { imageTextBlockSpec } from '@/blocks/image-text-block/spec';
import { ImageText } from './ImageText';

/** image_text_block: its spec (./spec.ts) rendered by its component. */
export const imageTextBlock = defineBlock(imageTextBlockSpec, ImageText);

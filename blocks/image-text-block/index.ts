import { defineBlock } from '@/blocks/define-block';
import { imageTextBlockSpec } from '@/lib/blocks/image-text-block/spec';
import { ImageText } from './ImageText';

/** image_text_block: its spec (lib/blocks/image-text-block/spec.ts) rendered by its component. */
export const imageTextBlock = defineBlock(imageTextBlockSpec, ImageText);

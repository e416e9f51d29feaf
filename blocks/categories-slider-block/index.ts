import { defineBlock } from '@/blocks/define-block';
import { categoriesSliderBlockSpec } from '@/blocks/categories-slider-block/spec';
import { CategoriesSlider } from './CategoriesSlider';

/** categories_slider_block: its spec (./spec.ts) rendered by its component. */
export const categoriesSliderBlock = defineBlock(categoriesSliderBlockSpec, CategoriesSlider);

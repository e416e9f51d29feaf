import { defineBlock } from '@/blocks/define-block';
import { propertiesSliderBlockSpec } from '@/blocks/properties-slider-block/spec';
import { PropertiesSlider } from './PropertiesSlider';

/** properties_slider_block: its spec (./spec.ts) rendered by its component. */
export const propertiesSliderBlock = defineBlock(propertiesSliderBlockSpec, PropertiesSlider);

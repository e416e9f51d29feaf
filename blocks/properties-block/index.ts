import { defineBlock } from '@/blocks/define-block';
import { propertiesBlockSpec } from '@/blocks/properties-block/spec';
import { PropertiesBlock } from './PropertiesBlock';

/** properties_block: its spec (./spec.ts) rendered by its component. */
export const propertiesBlock = defineBlock(propertiesBlockSpec, PropertiesBlock);

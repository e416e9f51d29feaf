import { defineBlock } from '@/blocks/define-block';
import { propertyValuationBlockSpec } from '@/blocks/property-valuation-block/spec';
import { PropertyValuation } from './PropertyValuation';

/** property_valuation_block: its spec (./spec.ts) rendered by its component. */
export const propertyValuationBlock = defineBlock(propertyValuationBlockSpec, PropertyValuation);

import { defineBlock } from '@/blocks/define-block';
import { propertyValuationBlockSpec } from '@/lib/blocks/property-valuation-block/spec';
import { PropertyValuation } from './PropertyValuation';

/** property_valuation_block: its spec (lib/blocks/property-valuation-block/spec.ts) rendered by its component. */
export const propertyValuationBlock = defineBlock(propertyValuationBlockSpec, PropertyValuation);

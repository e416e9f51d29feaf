import { defineBlock } from '@/blocks/define-block';
import { soldPropertiesMapBlockSpec } from '@/blocks/sold-properties-map-block/spec';
import { SoldPropertiesMap } from './SoldPropertiesMap';

/** sold_properties_map_block: its spec (./spec.ts) rendered by its component. */
export const soldPropertiesMapBlock = defineBlock(soldPropertiesMapBlockSpec, SoldPropertiesMap);

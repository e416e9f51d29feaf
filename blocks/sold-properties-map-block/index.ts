import { defineBlock } from '@/blocks/define-block';
import { soldPropertiesMapBlockSpec } from '@/lib/blocks/sold-properties-map-block/spec';
import { SoldPropertiesMap } from './SoldPropertiesMap';

/** sold_properties_map_block: its spec (lib/blocks/sold-properties-map-block/spec.ts) rendered by its component. */
export const soldPropertiesMapBlock = defineBlock(soldPropertiesMapBlockSpec, SoldPropertiesMap);

import { defineBlock } from '@/blocks/define-block';
import { propertyAlertBlockSpec } from '@/lib/blocks/property-alert-block/spec';
import { PropertyAlert } from './PropertyAlert';

/** property_alert_block: its spec (lib/blocks/property-alert-block/spec.ts) rendered by its component. */
export const propertyAlertBlock = defineBlock(propertyAlertBlockSpec, PropertyAlert);

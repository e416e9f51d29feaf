import { defineBlock } from '@/blocks/define-block';
import { propertyAlertBlockSpec } from '@/blocks/property-alert-block/spec';
import { PropertyAlert } from './PropertyAlert';

/** property_alert_block: its spec (./spec.ts) rendered by its component. */
export const propertyAlertBlock = defineBlock(propertyAlertBlockSpec, PropertyAlert);

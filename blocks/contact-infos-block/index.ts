import { defineBlock } from '@/blocks/define-block';
import { contactInfosBlockSpec } from '@/blocks/contact-infos-block/spec';
import { ContactInfos } from './ContactInfos';

/** contact_infos_block: its spec (./spec.ts) rendered by its component. */
export const contactInfosBlock = defineBlock(contactInfosBlockSpec, ContactInfos);

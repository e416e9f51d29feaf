import { defineBlock } from '@/blocks/define-block';
import { contactInfosBlockSpec } from '@/lib/blocks/contact-infos-block/spec';
import { ContactInfos } from './ContactInfos';

/** contact_infos_block: its spec (lib/blocks/contact-infos-block/spec.ts) rendered by its component. */
export const contactInfosBlock = defineBlock(contactInfosBlockSpec, ContactInfos);

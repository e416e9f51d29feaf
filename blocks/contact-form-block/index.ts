import { defineBlock } from '@/blocks/define-block';
import { contactFormBlockSpec } from '@/blocks/contact-form-block/spec';
import { ContactFormBlock } from './ContactFormBlock';

/** contact_form_block: its spec (./spec.ts) rendered by its component. */
export const contactFormBlock = defineBlock(contactFormBlockSpec, ContactFormBlock);

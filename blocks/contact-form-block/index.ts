import { defineBlock } from '@/blocks/define-block';
import { contactFormBlockSpec } from '@/lib/blocks/contact-form-block/spec';
import { ContactFormBlock } from './ContactFormBlock';

/** contact_form_block: its spec (lib/blocks/contact-form-block/spec.ts) rendered by its component. */
export const contactFormBlock = defineBlock(contactFormBlockSpec, ContactFormBlock);

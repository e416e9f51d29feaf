import { defineBlock } from '@/blocks/define-block';
import { bankPartnersBlockSpec } from '@/blocks/bank-partners-block/spec';
import { BankPartnersBlock } from './BankPartnersBlock';

/** bank_partners_block: its spec (./spec.ts) rendered by its component. */
export const bankPartnersBlock = defineBlock(bankPartnersBlockSpec, BankPartnersBlock);

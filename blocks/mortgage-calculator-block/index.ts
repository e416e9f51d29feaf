import { defineBlock } from '@/blocks/define-block';
import { mortgageCalculatorBlockSpec } from '@/blocks/mortgage-calculator-block/spec';
import { MortgageCalculatorBlock } from './MortgageCalculatorBlock';

/** mortgage_calculator_block: its spec (./spec.ts) rendered by its component. */
export const mortgageCalculatorBlock = defineBlock(mortgageCalculatorBlockSpec, MortgageCalculatorBlock);

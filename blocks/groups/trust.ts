import type { BlockDefinition } from '../types';
import { mortgageCalculatorBlock } from '../mortgage-calculator-block';

/** Mortgage calculator and the trust blocks: testimonials, rewards, statistics, Q&A, highlights. */
export const trustBlocks: BlockDefinition[] = [mortgageCalculatorBlock];

import type { BlockDefinition } from '../types';
import { highlightsBlock } from '../highlights-block';
import { mortgageCalculatorBlock } from '../mortgage-calculator-block';
import { qaBlock } from '../qa-block';
import { rewardsBlock } from '../rewards-block';
import { statisticsBlock } from '../statistics-block';
import { testimonialsBrokersBlock } from '../testimonials-brokers-block';
import { testimonialsGoogleBlock } from '../testimonials-google-block';
import { testimonialsListBlock } from '../testimonials-list-block';
import { testimonialsSliderBlock } from '../testimonials-slider-block';

/** Mortgage calculator and the trust blocks: testimonials, rewards, statistics, Q&A, highlights. */
export const trustBlocks: BlockDefinition[] = [
  mortgageCalculatorBlock,
  testimonialsBrokersBlock,
  testimonialsGoogleBlock,
  testimonialsSliderBlock,
  testimonialsListBlock,
  rewardsBlock,
  statisticsBlock,
  qaBlock,
  highlightsBlock,
];

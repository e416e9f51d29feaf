import { defineBlock } from '@/blocks/define-block';
import { statisticsBlockSpec } from '@/blocks/statistics-block/spec';
import { StatisticsBlock } from './StatisticsBlock';

/** statistics_block: its spec (./spec.ts) rendered by its component. */
export const statisticsBlock = defineBlock(statisticsBlockSpec, StatisticsBlock);

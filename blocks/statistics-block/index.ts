import { defineBlock } from '@/blocks/define-block';
import { statisticsBlockSpec } from '@/lib/blocks/statistics-block/spec';
import { StatisticsBlock } from './StatisticsBlock';

/** statistics_block: its spec (lib/blocks/statistics-block/spec.ts) rendered by its component. */
export const statisticsBlock = defineBlock(statisticsBlockSpec, StatisticsBlock);

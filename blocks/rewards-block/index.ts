import { defineBlock } from '@/blocks/define-block';
import { rewardsBlockSpec } from '@/blocks/rewards-block/spec';
import { RewardsBlock } from './RewardsBlock';

/** rewards_block: its spec (./spec.ts) rendered by its component. */
export const rewardsBlock = defineBlock(rewardsBlockSpec, RewardsBlock);

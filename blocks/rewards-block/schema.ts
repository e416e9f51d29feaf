import { z } from 'zod';
import { localizedText } from '@/lib/content/fields';
import { rewardIds } from '@/lib/trust/rewards';

export const rewardItemSchema = z.object({
  reward: z.enum(rewardIds),
  /** The year the reward was won ('2025'); optional. */
  year: z.string().max(20).optional(),
});

/** rewards_block: the broker's rewards as badges, 3 shown then Show more. */
export const rewardsSchema = z.object({
  main_title: localizedText.optional(),
  description: localizedText.optional(),
  rewards_repeater: z.array(rewardItemSchema).max(60).default([]),
});
export type RewardsFields = z.infer<typeof rewardsSchema>;

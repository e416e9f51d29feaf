import 'server-only';
import type { Job } from '@/lib/jobs/types';
import { withdrawEndedContracts } from './contract-withdrawal';

/**
 * Rule listing_contract: every minute, the listings whose brokerage contract ended (or
 * started) on Québec's calendar leave (or enter) the cached pages. One instance at a time:
 * the state it records per listing is what the next run compares with. The ends it carries out
 * are the feeds' (too many, rewritten at each sync, for a schedule each); a hand-managed
 * listing's end is a schedule the scheduled-publishing job runs.
 */
export function contractWithdrawalJob(): Job {
  return {
    name: 'listing-contracts',
    schedule: { everyMs: 60_000, firstAfterMs: 10_000 },
    once: true,
    offSwitch: 'LISTING_CONTRACTS_JOB',
    quiet: true,
    async run({ db }) {
      const { ended, started } = await withdrawEndedContracts(db);
      if (ended.length || started.length) return `${ended.length} contract(s) ended, ${started.length} started`;
    },
  };
}

import 'server-only';
import type { Job } from '@/lib/jobs/types';
import { applyRetention } from './retention';

/** Every night, the leads and delivery logs past their site's retention period are anonymised. */
export function retentionJob(): Job {
  return {
    name: 'retention',
    schedule: { cron: '30 3 * * *' },
    once: true,
    offSwitch: 'RETENTION_JOB',
    async run({ db }) {
      const done = await applyRetention(db);
      return `${done.leads} lead(s) and ${done.deliveries} e-mail log row(s) anonymised, ${done.requests} old data request(s) removed`;
    },
  };
}

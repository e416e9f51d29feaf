import type { Queryable } from '@/lib/db/types';
import type { Metadata } from '@/lib/content/types';
import { anonymiseLeads } from './anonymise';

/**
 * Retention (Law 25: personal information is destroyed or anonymised once its purpose is
 * served): each site sets, in months, how long leads and the e-mails' delivery log keep
 * the visitor's details; the privacy policy states it. Default 24 months.
 */
export const DEFAULT_RETENTION_MONTHS = 24;
export const MIN_RETENTION_MONTHS = 1;
export const MAX_RETENTION_MONTHS = 120;

/** "My data" requests only serve the daily limit and the link's day: kept this long. */
const DATA_REQUEST_DAYS = 30;

export function retentionMonths(metadata: Pick<Metadata, 'retention_months'> | null | undefined): number {
  const months = metadata?.retention_months;
  return typeof months === 'number' && Number.isInteger(months) && months >= MIN_RETENTION_MONTHS && months <= MAX_RETENTION_MONTHS ? months : DEFAULT_RETENTION_MONTHS;
}

export interface RetentionResult {
  leads: number;
  deliveries: number;
  requests: number;
}

/** Anonymises, on every site, the leads and delivery-log rows older than the site's period. */
export async function applyRetention(db: Queryable, now = new Date(), batch = 1000): Promise<RetentionResult> {
  const result: RetentionResult = { leads: 0, deliveries: 0, requests: 0 };
  const sites = await db.query<{ id: string; metadata: Metadata | null }>('select id, metadata from sites');
  for (const site of sites) {
    const months = retentionMonths(site.metadata);
    const cutoff = await db.query<{ at: Date }>(`select $1::timestamptz - make_interval(months => $2) as at`, [now.toISOString(), months]);
    const before = new Date(cutoff[0]!.at).toISOString();
    for (;;) {
      const due = await db.query<{ id: number | string }>(
        'select id from leads where site_id = $1 and created_at < $2 and anonymised_at is null order by id limit $3',
        [site.id, before, batch],
      );
      if (due.length === 0) break;
      result.leads += await anonymiseLeads(db, due.map((row) => Number(row.id)), now);
    }
    const blanked = await db.query(
      `update lead_outbox set recipient = null, subject = null, message = null
        where site_id = $1 and created_at < $2 and status in ('sent', 'failed') and (recipient is not null or subject is not null or message is not null)
        returning id`,
      [site.id, before],
    );
    result.deliveries += blanked.length;
  }
  const requests = await db.query(`delete from data_requests where created_at < $1::timestamptz - make_interval(days => $2) returning id`, [now.toISOString(), DATA_REQUEST_DAYS]);
  result.requests = requests.length;
  return result;
}

import type { Queryable } from '@/lib/db/types';

/**
 * Housekeeping of the alert tables (hourly, from the scheduler): matched listing changes
 * after 30 days; searches never confirmed, 30 days after their link expired (Law 25: keep
 * no address without a reason); deliveries sent more than a year ago (a listing unsold
 * after a year is no longer "watched").
 */
export async function purgeAlerts(db: Queryable): Promise<void> {
  await db.query(`delete from listing_changes where at < now() - interval '30 days' and matched_at is not null`);
  await db.query(`delete from saved_searches where status = 'pending' and created_at < now() - interval '37 days'`);
  await db.query(`delete from alert_deliveries where sent_at < now() - interval '365 days'`);
}

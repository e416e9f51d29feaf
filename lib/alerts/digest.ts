import type { Database, Queryable } from '@/lib/db/types';
import { loadEmailSenderById } from '@/lib/emails/load-sender';
import { bareSender, type EmailSender } from '@/lib/emails/sender';
import { publicOrigin } from '@/lib/http/public-origin';
import { alertEmail, type AlertItem, type ChangeKind } from './email';
import { criteriaFromJson } from './criteria';
import { latestDailySlot, latestWeeklySlot } from './schedule';
import { signToken, tokenKey } from './tokens';
import type { AlertFrequency, AlertLocale } from './types';

/**
 * Digests: every active search of the due frequencies that has unsent
 * deliveries gets ONE e-mail with its changed listings (newest change per listing, up to
 * 10 shown), queued in the lead outbox in the same transaction that marks the deliveries
 * sent, so a change is e-mailed once and never lost. Nothing found: nothing sent. Links are
 * on the site's public origin as it is now (lib/http/public-origin.ts).
 */

/** A missed slot is still sent this long after its 7:00 (a short outage); older ones wait for the next slot. */
const CATCH_UP_MS: Record<'daily' | 'weekly', number> = { daily: 6 * 3600_000, weekly: 6 * 3600_000 };

interface DeliveryRow {
  delivery_id: number | string;
  search_id: number | string;
  email: string;
  locale: AlertLocale;
  criteria: unknown;
  site_id: string;
  member_id: number | string | null;
  site_domains: string[];
  site_name: string;
  uls: number;
  kind: ChangeKind;
  old_price: number | null;
  new_price: number | null;
  price: number;
  transaction: 'sale' | 'rent';
  street: string;
  municipality: string;
  bedrooms: number | null;
  bathrooms: number | string | null;
  photo: string | null;
  photo_alt: string | null;
  slug: string;
  listing_status: string;
}

/** Frequencies whose digest is due at `now`, with the slot to record once sent. */
export async function dueFrequencies(db: Queryable, now: Date): Promise<{ frequency: AlertFrequency; slot: Date | null }[]> {
  const due: { frequency: AlertFrequency; slot: Date | null }[] = [{ frequency: 'instant', slot: null }];
  for (const frequency of ['daily', 'weekly'] as const) {
    const slot = frequency === 'daily' ? latestDailySlot(now) : latestWeeklySlot(now);
    if (now.getTime() - slot.getTime() > CATCH_UP_MS[frequency]) continue;
    const done = await db.query('select 1 from alert_digest_runs where frequency = $1 and slot = $2', [frequency, slot.toISOString()]);
    if (done.length === 0) due.push({ frequency, slot });
  }
  return due;
}

/** Builds and queues the digests of one frequency, `batch` searches per transaction. Returns the e-mails queued. */
export async function sendDigests(db: Database, frequency: AlertFrequency, { now = new Date(), batch = 500, maxSearches = Infinity } = {}): Promise<number> {
  const key = await tokenKey(db);
  let queued = 0;
  let after = 0;
  let seen = 0;
  while (seen < maxSearches) {
    const sent = await db.transaction(async (tx) => {
      const searches = await tx.query<{ id: number | string }>(
        `select s.id from saved_searches s
          where s.status = 'active' and s.frequency = $1 and s.id > $2
            and exists (select 1 from alert_deliveries d where d.search_id = s.id and d.sent_at is null)
          order by s.id limit $3`,
        [frequency, after, Math.min(batch, maxSearches - seen)],
      );
      if (searches.length === 0) return null;
      const ids = searches.map((s) => Number(s.id));
      after = ids[ids.length - 1]!;
      seen += ids.length;
      const rows = await tx.query<DeliveryRow>(
        `select d.id as delivery_id, d.search_id, s.email, s.locale, s.criteria, s.site_id, s.member_id, site.domains as site_domains, site.name as site_name,
                d.uls, d.kind, d.old_price, d.new_price, l.price, l.transaction, l.street, m.description as municipality,
                l.bedrooms, l.bathrooms, l.photos->>0 as photo, l.photo_alts->0->>s.locale as photo_alt, l.slug, l.status as listing_status
           from alert_deliveries d
           join saved_searches s on s.id = d.search_id
           join sites site on site.id = s.site_id
           left join listings l on l.uls = d.uls
           left join municipalities m on m.mun_code = l.mun_code
          where d.search_id = any($1::bigint[]) and d.sent_at is null
          order by d.search_id, d.id desc`,
        [ids],
      );
      const bySearch = new Map<number, DeliveryRow[]>();
      for (const row of rows) {
        const id = Number(row.search_id);
        (bySearch.get(id) ?? bySearch.set(id, []).get(id)!).push(row);
      }
      const messages: { search: number; message: string }[] = [];
      // One sender per site, language and broker in a batch: a digest run reads each once.
      const senders = new Map<string, EmailSender>();
      for (const [searchId, group] of bySearch) {
        const first = group[0]!;
        const seen = new Set<number>();
        const items: AlertItem[] = [];
        for (const row of group) {
          // Newest change per listing; a listing gone, or no longer on the market for a "starts matching" change, is left out.
          if (seen.has(row.uls) || row.street === null) continue;
          seen.add(row.uls);
          if (row.kind !== 'sold' && row.listing_status !== 'active') continue;
          items.push({
            uls: row.uls, kind: row.kind, oldPrice: row.old_price, newPrice: row.new_price, price: row.price, transaction: row.transaction,
            street: row.street, municipality: row.municipality, bedrooms: row.bedrooms, bathrooms: row.bathrooms, photo: row.photo, photoAlt: row.photo_alt, slug: row.slug,
          });
        }
        if (items.length === 0) continue;
        const origin = publicOrigin({ domains: first.site_domains });
        const memberId = first.member_id === null ? null : Number(first.member_id);
        const senderKey = `${first.site_id}:${first.locale}:${memberId}`;
        const sender =
          senders.get(senderKey) ??
          senders.set(senderKey, (await loadEmailSenderById(tx, first.site_id, first.locale, memberId)) ?? bareSender(first.site_name, origin)).get(senderKey)!;
        const message = await alertEmail(
          {
            to: first.email, locale: first.locale, origin, siteName: first.site_name, criteria: criteriaFromJson(first.criteria), sender,
            manageToken: signToken(key, 'manage', searchId, now.getTime()),
            unsubscribeToken: signToken(key, 'unsubscribe', searchId, now.getTime()),
          },
          items,
        );
        messages.push({ search: searchId, message: JSON.stringify(message) });
      }
      if (messages.length > 0) {
        await tx.query(
          `insert into lead_outbox (message, saved_search_id)
           select m::jsonb, s from unnest($1::text[], $2::bigint[]) as x(m, s)`,
          [messages.map((m) => m.message), messages.map((m) => m.search)],
        );
        await tx.query('update saved_searches set last_sent_at = $2 where id = any($1::bigint[])', [messages.map((m) => m.search), now.toISOString()]);
      }
      await tx.query('update alert_deliveries set sent_at = $2 where search_id = any($1::bigint[]) and sent_at is null', [ids, now.toISOString()]);
      return messages.length;
    });
    if (sent === null) break;
    queued += sent;
  }
  return queued;
}

/** Records that a daily or weekly slot's digest is done (so it is sent once). */
export async function markSlotDone(db: Queryable, frequency: AlertFrequency, slot: Date): Promise<void> {
  await db.query('insert into alert_digest_runs (frequency, slot) values ($1, $2) on conflict do nothing', [frequency, slot.toISOString()]);
}

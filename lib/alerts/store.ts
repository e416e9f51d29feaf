import type { Queryable } from '@/lib/db/types';
import type { SearchFilters } from '@/lib/listings/filters';
import { CRITERIA_COLUMNS, criteriaColumnValues } from '@/lib/listings/criteria-sql';
import { criteriaFromJson } from './criteria';
import type { AlertFrequency, AlertLocale, SavedSearchStatus, SavedSearchView } from './types';

/** Saved searches in the database (migration 0060). */

export interface SavedSearchRow {
  id: number | string;
  site_id: string;
  email: string;
  locale: AlertLocale;
  frequency: AlertFrequency;
  status: SavedSearchStatus;
  criteria: unknown;
  member_id: number | string | null;
  source_path: string | null;
  origin: string;
  consent_text: string;
  consented_at: Date | string;
  created_at: Date | string;
  confirmed_at: Date | string | null;
  unsubscribed_at: Date | string | null;
  last_sent_at: Date | string | null;
}

export const ROW_COLUMNS = `id, site_id, email, locale, frequency, status, criteria, member_id, source_path, origin, consent_text,
  consented_at, created_at, confirmed_at, unsubscribed_at, last_sent_at`;

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export function toView(row: SavedSearchRow): SavedSearchView {
  return {
    id: Number(row.id),
    siteId: row.site_id,
    email: row.email,
    locale: row.locale,
    frequency: row.frequency,
    status: row.status,
    criteria: criteriaFromJson(row.criteria),
    memberId: row.member_id === null ? null : Number(row.member_id),
    sourcePath: row.source_path,
    createdAt: iso(row.created_at)!,
    consentedAt: iso(row.consented_at)!,
    consentText: row.consent_text,
    confirmedAt: iso(row.confirmed_at),
    unsubscribedAt: iso(row.unsubscribed_at),
    lastSentAt: iso(row.last_sent_at),
  };
}

export async function findSavedSearch(db: Queryable, id: number): Promise<SavedSearchRow | null> {
  const rows = await db.query<SavedSearchRow>(`select ${ROW_COLUMNS} from saved_searches where id = $1`, [id]);
  return rows[0] ?? null;
}

export interface NewSavedSearch {
  siteId: string;
  email: string;
  locale: AlertLocale;
  frequency: AlertFrequency;
  criteria: SearchFilters;
  memberId: number | null;
  sourcePath: string | null;
  origin: string;
  leadId?: number | null;
  consentText: string;
  consentedAt: Date;
  consentIpHash: string | null;
}

/**
 * One address's searches that count toward its limit on a site: the confirmed ones (active or
 * paused). Pending ones never do, or anyone could fill a stranger's quota by saving for them.
 */
export async function countLiveSearches(db: Queryable, siteId: string, email: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from saved_searches
      where site_id = $1 and lower(email) = lower($2) and status in ('active', 'paused')`,
    [siteId, email],
  );
  return rows[0]?.n ?? 0;
}

/** The address's searches still awaiting confirmation that were saved in the last day, on every site (created_at is the database's clock). */
export async function countRecentUnconfirmed(db: Queryable, email: string): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `select count(*)::int as n from saved_searches
      where lower(email) = lower($1) and status = 'pending' and created_at > now() - interval '1 day'`,
    [email],
  );
  return rows[0]?.n ?? 0;
}

export async function insertSavedSearch(db: Queryable, s: NewSavedSearch): Promise<SavedSearchRow> {
  const base = [
    s.siteId, s.email, s.locale, s.frequency, JSON.stringify(s.criteria), s.memberId, s.sourcePath, s.origin, s.leadId ?? null,
    s.consentText, s.consentedAt.toISOString(), s.consentIpHash,
  ];
  const criteriaValues = criteriaColumnValues(s.criteria);
  const placeholders = [...base, ...criteriaValues].map((_, i) => `$${i + 1}`).join(', ');
  const rows = await db.query<SavedSearchRow>(
    `insert into saved_searches (site_id, email, locale, frequency, criteria, member_id, source_path, origin, lead_id,
        consent_text, consented_at, consent_ip_hash, ${CRITERIA_COLUMNS.join(', ')})
     values (${placeholders}) returning ${ROW_COLUMNS}`,
    [...base, ...criteriaValues],
  );
  return rows[0]!;
}

/** New criteria: the jsonb and the matcher's columns together. */
export async function updateCriteria(db: Queryable, id: number, criteria: SearchFilters): Promise<void> {
  const values = criteriaColumnValues(criteria);
  const sets = CRITERIA_COLUMNS.map((col, i) => `${col} = $${i + 3}`).join(', ');
  await db.query(`update saved_searches set criteria = $2, ${sets} where id = $1`, [id, JSON.stringify(criteria), ...values]);
}

import { getDb } from '@/lib/db';
import type { Queryable } from '@/lib/db/types';
import { csvLine } from '@/lib/format/csv';
import { criteriaQuery } from './criteria';
import { describeCriteriaSync } from './describe';
import { ROW_COLUMNS, toView, type SavedSearchRow } from './store';
import type { SavedSearchView } from './types';

/**
 * The site's saved searches for /qa/alerts and its CSV: newest first; a broker
 * (memberId given) sees only the searches attributed to them.
 */
export async function listSavedSearchesIn(db: Queryable, siteId: string, options: { memberId?: number | null }): Promise<SavedSearchView[]> {
  const params: unknown[] = [siteId];
  let where = 'site_id = $1';
  if (options.memberId !== undefined && options.memberId !== null) {
    params.push(options.memberId);
    where += ' and member_id = $2';
  }
  const rows = await db.query<SavedSearchRow>(`select ${ROW_COLUMNS} from saved_searches where ${where} order by created_at desc, id desc limit 5000`, params);
  return rows.map(toView);
}

export async function listSavedSearches(siteId: string, options: { memberId?: number | null }): Promise<SavedSearchView[]> {
  return listSavedSearchesIn(await getDb(), siteId, options);
}

const CSV_HEADER = [
  'id', 'email', 'locale', 'frequency', 'status', 'criteria', 'criteria_text', 'member_id', 'source_path',
  'created_at', 'consented_at', 'consent_text', 'confirmed_at', 'unsubscribed_at', 'last_sent_at',
];

export async function savedSearchesCsvIn(db: Queryable, siteId: string, options: { memberId?: number | null }): Promise<string> {
  const searches = await listSavedSearchesIn(db, siteId, options);
  const lines = [csvLine(CSV_HEADER)];
  for (const s of searches) {
    lines.push(
      csvLine([
        s.id, s.email, s.locale, s.frequency, s.status, criteriaQuery(s.criteria), describeCriteriaSync(s.criteria, s.locale), s.memberId, s.sourcePath,
        s.createdAt, s.consentedAt, s.consentText, s.confirmedAt, s.unsubscribedAt, s.lastSentAt,
      ]),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

export async function savedSearchesCsv(siteId: string, options: { memberId?: number | null }): Promise<string> {
  return savedSearchesCsvIn(await getDb(), siteId, options);
}

import type { Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { myDataKey, verifyMyDataToken } from './tokens';

/** Whose data a valid link opens: one address on one site. */
export interface MyDataAccess {
  requestId: number;
  siteId: string;
  email: string;
  locale: Locale;
}

export type MyDataAccessResult = { ok: true; value: MyDataAccess } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Opens a "My data" link on the site that serves it. A link of another site reads as unknown
 * (a site never shows, nor admits holding, what another one keeps).
 */
export async function openMyData(db: Queryable, token: unknown, siteId: string, now = Date.now()): Promise<MyDataAccessResult> {
  const check = verifyMyDataToken(await myDataKey(db), token, now);
  if (!check.ok) return check;
  const rows = await db.query<{ site_id: string; email: string; locale: Locale }>('select site_id, email, locale from data_requests where id = $1', [check.requestId]);
  const row = rows[0];
  if (!row || row.site_id !== siteId) return { ok: false, reason: 'invalid' };
  return { ok: true, value: { requestId: check.requestId, siteId: row.site_id, email: row.email, locale: row.locale } };
}

/** The site a public path's microsite id names (the export and erasure links carry it). */
export async function siteIdOfMicrosite(db: Queryable, micrositeId: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>('select id from sites where microsite_id = $1 and deleted_at is null', [micrositeId]);
  return rows[0]?.id ?? null;
}

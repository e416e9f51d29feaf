import { getDb } from '@/lib/db';
import type { Database, Queryable } from '@/lib/db/types';
import type { SearchFilters } from '@/lib/listings/filters';
import { normalizeCriteria } from './criteria';
import { findSavedSearch, toView, updateCriteria, type SavedSearchRow } from './store';
import { tokenKey, verifyToken, type TokenPurpose } from './tokens';
import { isAlertFrequency, type AlertFrequency, type SavedSearchView, type TokenResult } from './types';

/**
 * What the signed links of the alert e-mails do (public pages, no account). Each function
 * has a `...In(db, ...)` form for tests and the route handlers; the exported ones use the
 * app's database. A bad, tampered or unknown token is { ok: false, reason: 'invalid' }, a
 * stale one 'expired': the pages answer 4xx.
 */

async function searchFor(db: Queryable, purpose: TokenPurpose, token: string, now: number): Promise<TokenResult<SavedSearchRow>> {
  const check = verifyToken(await tokenKey(db), purpose, token, now);
  if (!check.ok) return check;
  const row = await findSavedSearch(db, check.searchId);
  return row ? { ok: true, value: row } : { ok: false, reason: 'invalid' };
}

/** The confirmation link read without confirming: mail scanners open links, so only the page's button (a POST) confirms. */
export async function readConfirmTokenIn(db: Queryable, token: string, now = Date.now()): Promise<TokenResult<SavedSearchView>> {
  const found = await searchFor(db, 'confirm', token, now);
  return found.ok ? { ok: true, value: toView(found.value) } : found;
}

/** Double opt-in (the confirmation page's button): a pending search becomes active (again: nothing changes). */
export async function confirmSavedSearchIn(db: Queryable, token: string, now = Date.now()): Promise<TokenResult<SavedSearchView>> {
  const found = await searchFor(db, 'confirm', token, now);
  if (!found.ok) return found;
  const rows = await db.query<SavedSearchRow>(
    `update saved_searches set status = 'active', confirmed_at = $2 where id = $1 and status = 'pending' returning *`,
    [found.value.id, new Date(now).toISOString()],
  );
  return { ok: true, value: toView(rows[0] ?? found.value) };
}

export async function readManageTokenIn(db: Queryable, token: string, now = Date.now()): Promise<TokenResult<SavedSearchView>> {
  const found = await searchFor(db, 'manage', token, now);
  return found.ok ? { ok: true, value: toView(found.value) } : found;
}

export type ManagePatch = { frequency?: AlertFrequency; paused?: boolean; criteria?: SearchFilters };

export async function updateFromManageIn(db: Database, token: string, patch: ManagePatch, now = Date.now()): Promise<TokenResult<SavedSearchView>> {
  const found = await searchFor(db, 'manage', token, now);
  if (!found.ok) return found;
  const id = Number(found.value.id);
  const criteria = patch.criteria === undefined ? undefined : normalizeCriteria(patch.criteria);
  if (criteria === null || (patch.frequency !== undefined && !isAlertFrequency(patch.frequency))) return { ok: false, reason: 'invalid' };
  await db.transaction(async (tx) => {
    if (patch.frequency) await tx.query('update saved_searches set frequency = $2 where id = $1', [id, patch.frequency]);
    if (criteria) {
      await updateCriteria(tx, id, criteria);
      // What was found for the old criteria and not sent yet no longer applies.
      await tx.query('delete from alert_deliveries where search_id = $1 and sent_at is null', [id]);
    }
    if (patch.paused === true) await tx.query(`update saved_searches set status = 'paused' where id = $1 and status = 'active'`, [id]);
    if (patch.paused === false) {
      await tx.query(
        `update saved_searches set status = 'active', unsubscribed_at = null
          where id = $1 and status in ('paused', 'unsubscribed') and confirmed_at is not null`,
        [id],
      );
    }
  });
  return { ok: true, value: toView((await findSavedSearch(db, id))!) };
}

/** Deletes the search and, if no other live search of the site uses the address, every record of the address there. */
export async function deleteFromManageIn(db: Database, token: string, now = Date.now()): Promise<TokenResult<null>> {
  const found = await searchFor(db, 'manage', token, now);
  if (!found.ok) return found;
  await db.transaction(async (tx) => {
    await tx.query('delete from saved_searches where id = $1', [found.value.id]);
    await tx.query(
      `delete from saved_searches s
        where s.site_id = $1 and lower(s.email) = lower($2)
          and not exists (select 1 from saved_searches o
                           where o.site_id = $1 and lower(o.email) = lower($2) and o.status in ('pending', 'active', 'paused'))`,
      [found.value.site_id, found.value.email],
    );
  });
  return { ok: true, value: null };
}

/** One-click unsubscribe (RFC 8058) and the unsubscribe page's button: effective at once. */
export async function unsubscribeByTokenIn(db: Queryable, token: string, now = Date.now()): Promise<TokenResult<SavedSearchView>> {
  let found = await searchFor(db, 'unsubscribe', token, now);
  // The manage page offers the same button with its own link.
  if (!found.ok && found.reason === 'invalid') found = await searchFor(db, 'manage', token, now);
  if (!found.ok) return found;
  const rows = await db.query<SavedSearchRow>(
    `update saved_searches set status = 'unsubscribed', unsubscribed_at = $2
      where id = $1 and status <> 'unsubscribed' returning *`,
    [found.value.id, new Date(now).toISOString()],
  );
  return { ok: true, value: toView(rows[0] ?? found.value) };
}

export async function readConfirmToken(token: string): Promise<TokenResult<SavedSearchView>> {
  return readConfirmTokenIn(await getDb(), token);
}
export async function confirmSavedSearch(token: string): Promise<TokenResult<SavedSearchView>> {
  return confirmSavedSearchIn(await getDb(), token);
}
export async function readManageToken(token: string): Promise<TokenResult<SavedSearchView>> {
  return readManageTokenIn(await getDb(), token);
}
export async function updateFromManage(token: string, patch: ManagePatch): Promise<TokenResult<SavedSearchView>> {
  return updateFromManageIn(await getDb(), token, patch);
}
/** Deletes the search and, if no other search of the site uses it, the address's data. */
export async function deleteFromManage(token: string): Promise<TokenResult<null>> {
  return deleteFromManageIn(await getDb(), token);
}
export async function unsubscribeByToken(token: string): Promise<TokenResult<SavedSearchView>> {
  return unsubscribeByTokenIn(await getDb(), token);
}

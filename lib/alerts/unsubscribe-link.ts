import { getDb } from '@/lib/db';
import { findSavedSearch, toView } from './store';
import { signToken, tokenKey, verifyToken } from './tokens';
import type { SavedSearchView, TokenResult } from './types';

/**
 * The unsubscribe landing's read: the e-mail's unsubscribe link (purpose
 * 'unsubscribe') read WITHOUT unsubscribing — link scanners GET it — with a fresh manage
 * link for the page to offer once the visitor has pressed the button. The manage page's
 * own link is accepted too (its button unsubscribes the same way, lib/alerts/manage.ts).
 */
export async function readUnsubscribeLink(token: string, now = Date.now()): Promise<TokenResult<{ view: SavedSearchView; manageToken: string }>> {
  const db = await getDb();
  const key = await tokenKey(db);
  let check = verifyToken(key, 'unsubscribe', token, now);
  if (!check.ok && check.reason === 'invalid') check = verifyToken(key, 'manage', token, now);
  if (!check.ok) return check;
  const row = await findSavedSearch(db, check.searchId);
  if (!row) return { ok: false, reason: 'invalid' };
  return { ok: true, value: { view: toView(row), manageToken: signToken(key, 'manage', check.searchId, now) } };
}

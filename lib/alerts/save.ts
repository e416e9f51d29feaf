import type { Queryable } from '@/lib/db/types';
import { loadEmailSenderById } from '@/lib/emails/load-sender';
import { bareSender } from '@/lib/emails/sender';
import { enqueueMessage } from '@/lib/mail/outbox';
import type { SearchFilters } from '@/lib/listings/filters';
import { alertConsentText } from './consent';
import { criteriaFromQuery } from './criteria';
import { confirmationEmail } from './email';
import { readSavedSearchEmail } from './email-field';
import { countLiveSearches, countRecentUnconfirmed, insertSavedSearch, type SavedSearchRow } from './store';
import { signToken, tokenKey } from './tokens';
import { isAlertFrequency, type AlertFrequency, type AlertLocale } from './types';

/** One address holds at most this many confirmed searches on one site (the next one: 422 limit-reached). */
export const MAX_SEARCHES_PER_ADDRESS = 20;

/**
 * Confirmation e-mails one address receives in a day, all sites together: anyone can type a
 * stranger's address, so past this the save is answered as a success and nothing is stored
 * or sent (the address's owner confirms one and can save again).
 */
export const MAX_UNCONFIRMED_PER_DAY = 3;

export type SaveErrorCode = 'email-required' | 'email-invalid' | 'consent-required' | 'frequency-invalid' | 'criteria-invalid' | 'limit-reached';

export interface SaveRequest {
  email: string;
  frequency: AlertFrequency;
  locale: AlertLocale;
  criteria: SearchFilters;
  sourcePath: string | null;
  memberId: number | null;
}

/** The save form's JSON body (contract: saved searches) checked field by field. */
export function readSaveRequest(raw: Record<string, unknown>, fallbackLocale: AlertLocale): { ok: true; value: SaveRequest } | { ok: false; errors: Record<string, SaveErrorCode> } {
  const errors: Record<string, SaveErrorCode> = {};
  const address = readSavedSearchEmail(raw.email);
  if (!address.ok) errors.email = address.error;
  if (raw.consent !== true && raw.consent !== 'true' && raw.consent !== '1' && raw.consent !== 'on') errors.consent = 'consent-required';
  if (!isAlertFrequency(raw.frequency)) errors.frequency = 'frequency-invalid';
  const criteria = raw.criteria === undefined || raw.criteria === null ? criteriaFromQuery('') : criteriaFromQuery(raw.criteria);
  if (!criteria) errors.criteria = 'criteria-invalid';
  if (!address.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const locale = raw.locale === 'fr' || raw.locale === 'en' ? raw.locale : fallbackLocale;
  const sourcePath = typeof raw.source_path === 'string' && raw.source_path.startsWith('/') ? raw.source_path.slice(0, 500) : null;
  const member = Number(raw.member_id);
  const memberId = raw.member_id !== undefined && raw.member_id !== null && raw.member_id !== '' && Number.isSafeInteger(member) && member > 0 ? member : null;
  return { ok: true, value: { email: address.email, frequency: raw.frequency as AlertFrequency, locale, criteria: criteria!, sourcePath, memberId } };
}

export interface SaveContext {
  siteId: string;
  siteName: string;
  /** The site's public origin (lib/http/public-origin.ts): the e-mail's links. */
  origin: string;
  ipHash: string | null;
  now?: Date;
  leadId?: number | null;
  /** The consent sentence the visitor ticked when it is not the save form's (the property alert form's marketing consent). */
  consentText?: string;
}

/**
 * Stores a pending saved search and queues its confirmation e-mail, in the caller's
 * transaction. The consent text is the one the form showed, naming the page's broker (or
 * the site). The address's searches are counted under a lock (per address, across sites) so
 * two saves cannot both pass a limit. `search: null`: held back by the daily limit of
 * unconfirmed searches, nothing stored nor sent.
 */
export async function createSavedSearch(
  tx: Queryable,
  request: SaveRequest,
  ctx: SaveContext,
): Promise<{ ok: true; search: SavedSearchRow | null } | { ok: false; errors: Record<string, SaveErrorCode> }> {
  const email = request.email.toLowerCase();
  await tx.query('select pg_advisory_xact_lock(31002, hashtext($1))', [email]);
  if ((await countLiveSearches(tx, ctx.siteId, email)) >= MAX_SEARCHES_PER_ADDRESS) return { ok: false, errors: { email: 'limit-reached' } };
  if ((await countRecentUnconfirmed(tx, email)) >= MAX_UNCONFIRMED_PER_DAY) return { ok: true, search: null };
  let memberId = request.memberId;
  let senderName = ctx.siteName;
  if (memberId !== null) {
    const members = await tx.query<{ name: string }>('select name from members where id = $1 and site_id = $2', [memberId, ctx.siteId]);
    if (members[0]) senderName = members[0].name;
    else memberId = null;
  }
  const now = ctx.now ?? new Date();
  const search = await insertSavedSearch(tx, {
    siteId: ctx.siteId,
    email,
    locale: request.locale,
    frequency: request.frequency,
    criteria: request.criteria,
    memberId,
    sourcePath: request.sourcePath,
    origin: ctx.origin,
    leadId: ctx.leadId ?? null,
    consentText: ctx.consentText ?? alertConsentText(request.locale, senderName),
    consentedAt: now,
    consentIpHash: ctx.ipHash,
  });
  const key = await tokenKey(tx);
  const id = Number(search.id);
  const sender = (await loadEmailSenderById(tx, ctx.siteId, request.locale, memberId)) ?? bareSender(ctx.siteName, ctx.origin);
  const message = await confirmationEmail({
    sender,
    to: email,
    locale: request.locale,
    origin: ctx.origin,
    siteName: ctx.siteName,
    senderName,
    criteria: request.criteria,
    frequency: request.frequency,
    confirmToken: signToken(key, 'confirm', id, now.getTime()),
    manageToken: signToken(key, 'manage', id, now.getTime()),
    unsubscribeToken: signToken(key, 'unsubscribe', id, now.getTime()),
  });
  await enqueueMessage(tx, message, id);
  return { ok: true, search };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { getCaptchaHmacKey } from '@/lib/captcha/hmac-key';
import { config } from '@/lib/config/env';

/**
 * Signed, expiring links of the alert e-mails: no token is stored, the link
 * carries the search id, its purpose and its expiry, signed with HMAC-SHA256. A changed
 * character, another purpose or a past expiry is refused (a 4xx, never a 5xx).
 * Key: env ALERTS_TOKEN_SECRET, else derived from the instance-shared captcha key.
 */
export type TokenPurpose = 'confirm' | 'manage' | 'unsubscribe';

const DAY = 24 * 3600 * 1000;
/** Confirmation links are valid 7 days; manage and unsubscribe links come in every e-mail. */
export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = { confirm: 7 * DAY, manage: 90 * DAY, unsubscribe: 365 * DAY };

const PURPOSE_CODE: Record<TokenPurpose, string> = { confirm: 'c', manage: 'm', unsubscribe: 'u' };

export async function tokenKey(db: Queryable): Promise<string> {
  const fromEnv = config().ALERTS_TOKEN_SECRET;
  if (fromEnv) return fromEnv;
  return createHmac('sha256', await getCaptchaHmacKey(db)).update('saved-search-links').digest('hex');
}

function mac(key: string, body: string): string {
  return createHmac('sha256', key).update(body).digest('base64url');
}

/** `<purpose>.<id>.<expiry seconds, base 36>.<mac>`: short enough for a mail client's link. */
export function signToken(key: string, purpose: TokenPurpose, searchId: number, now = Date.now()): string {
  const expires = Math.floor((now + TOKEN_LIFETIME_MS[purpose]) / 1000).toString(36);
  const body = `${PURPOSE_CODE[purpose]}.${searchId}.${expires}`;
  return `${body}.${mac(key, body)}`;
}

export type TokenCheck = { ok: true; searchId: number } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyToken(key: string, purpose: TokenPurpose, token: unknown, now = Date.now()): TokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^([cmu])\.(\d{1,15})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match || match[1] !== PURPOSE_CODE[purpose]) return { ok: false, reason: 'invalid' };
  const body = `${match[1]}.${match[2]}.${match[3]}`;
  const expected = Buffer.from(mac(key, body));
  const given = Buffer.from(match[4]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (parseInt(match[3]!, 36) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, searchId: Number(match[2]) };
}

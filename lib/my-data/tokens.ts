import { config } from '@/lib/config/env';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getCaptchaHmacKey } from '@/lib/captcha/hmac-key';
import type { Queryable } from '@/lib/db/types';

/**
 * The signed, expiring "My data" link: it names the data request row (never the address),
 * its expiry, and an HMAC-SHA256 of both. A changed character or a past expiry is refused.
 * Key: derived from ALERTS_TOKEN_SECRET when set, else from the instance-shared captcha key,
 * under a label of its own so an alert link can never open a visitor's data.
 */
export const MY_DATA_LINK_LIFETIME_MS = 24 * 3600 * 1000;

export async function myDataKey(db: Queryable): Promise<string> {
  const base = config().ALERTS_TOKEN_SECRET?.trim() || (await getCaptchaHmacKey(db));
  return createHmac('sha256', base).update('my-data-links').digest('hex');
}

const mac = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/** `d.<request id>.<expiry seconds, base 36>.<mac>`. */
export function signMyDataToken(key: string, requestId: number, now = Date.now()): string {
  const body = `d.${requestId}.${Math.floor((now + MY_DATA_LINK_LIFETIME_MS) / 1000).toString(36)}`;
  return `${body}.${mac(key, body)}`;
}

export type MyDataTokenCheck = { ok: true; requestId: number } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyMyDataToken(key: string, token: unknown, now = Date.now()): MyDataTokenCheck {
  if (typeof token !== 'string' || token.length > 200) return { ok: false, reason: 'invalid' };
  const match = /^d\.(\d{1,15})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(mac(key, `d.${match[1]}.${match[2]}`));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  if (parseInt(match[2]!, 36) * 1000 < now) return { ok: false, reason: 'expired' };
  return { ok: true, requestId: Number(match[1]) };
}

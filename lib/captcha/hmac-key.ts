import { randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { config } from '@/lib/config/env';

const META_KEY = 'captcha_hmac_key';
const cache = new WeakMap<Queryable, string>();

/**
 * The secret that signs captcha challenges: env CAPTCHA_HMAC_KEY, or a random key made on
 * first use and kept in app_meta, so every app instance on one database shares it and
 * challenges survive a restart.
 */
export async function getCaptchaHmacKey(db: Queryable): Promise<string> {
  const fromEnv = config().CAPTCHA_HMAC_KEY;
  if (fromEnv) return fromEnv;
  const cached = cache.get(db);
  if (cached) return cached;
  // Two instances racing: the first insert wins, both read the winner.
  await db.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing', [
    META_KEY,
    randomBytes(32).toString('hex'),
  ]);
  const rows = await db.query<{ value: string }>('select value from app_meta where key = $1', [META_KEY]);
  const key = rows[0]?.value;
  if (!key) throw new Error('captcha key could not be stored');
  cache.set(db, key);
  return key;
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { config } from '@/lib/config/env';

const META_KEY = 'feed_secret_key';
const cache = new WeakMap<Queryable, Buffer>();

/**
 * The key that encrypts feed client secrets: env FEED_SECRET_KEY, or a random key made on
 * first use and kept in app_meta (as the captcha key), so every instance on one database
 * can decrypt. With the env key, a copy of the database alone does not reveal the secrets.
 */
async function feedKey(db: Queryable): Promise<Buffer> {
  const fromEnv = config().FEED_SECRET_KEY;
  if (fromEnv) return createHash('sha256').update(fromEnv).digest();
  const cached = cache.get(db);
  if (cached) return cached;
  await db.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing', [META_KEY, randomBytes(32).toString('hex')]);
  const rows = await db.query<{ value: string }>('select value from app_meta where key = $1', [META_KEY]);
  if (!rows[0]) throw new Error('feed secret key could not be stored');
  const key = createHash('sha256').update(rows[0].value).digest();
  cache.set(db, key);
  return key;
}

/** AES-256-GCM: "v1.<iv>.<tag>.<ciphertext>" in base64url. An empty secret stays empty. */
export async function encryptSecret(db: Queryable, plain: string): Promise<string> {
  if (!plain) return '';
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await feedKey(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** Only the importer calls this, to ask the provider's token endpoint; no screen reads it. */
export async function decryptSecret(db: Queryable, stored: string): Promise<string> {
  if (!stored) return '';
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('feed secret: unknown format');
  const decipher = createDecipheriv('aes-256-gcm', await feedKey(db), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

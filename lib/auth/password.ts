import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters for new hashes (stored in each hash, so they can be raised later). */
const COST = { N: 16384, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 64;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, keyLength: number, cost: ScryptOptions): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; allow twice that so the default 32 MiB cap never bites.
  const maxmem = 256 * (cost.N ?? COST.N) * (cost.r ?? COST.r);
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, { ...cost, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (salt and hash in base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, KEY_BYTES, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True when password matches the encoded hash; false for a wrong password or a malformed hash. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const parsed = parseHash(encoded);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.hash.length, parsed.cost);
  return timingSafeEqual(key, parsed.hash);
}

function parseHash(encoded: string): { cost: ScryptOptions; salt: Buffer; hash: Buffer } | null {
  const [prefix, n, r, p, salt, hash, ...rest] = encoded.split('$');
  if (prefix !== PREFIX || rest.length > 0 || !salt || !hash) return null;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(cost).every((v) => Number.isInteger(v) && v > 0)) return null;
  const saltBytes = Buffer.from(salt, 'base64');
  const hashBytes = Buffer.from(hash, 'base64');
  if (saltBytes.length === 0 || hashBytes.length === 0) return null;
  return { cost, salt: saltBytes, hash: hashBytes };
}

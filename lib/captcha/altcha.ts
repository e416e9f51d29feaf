import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type DeriveKeyFunction, type Payload } from 'altcha-lib';
import { deriveKey as deriveKeyPbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as deriveKeySha } from 'altcha-lib/algorithms/sha';
import type { Queryable } from '@/lib/db/types';
import { altchaSettings } from './altcha-settings';
import { getCaptchaHmacKey } from './hmac-key';
import type { CaptchaCheck, CaptchaProvider } from './types';

function deriveKeyFor(algorithm: string): DeriveKeyFunction {
  return algorithm.startsWith('PBKDF2/') ? deriveKeyPbkdf2 : deriveKeySha;
}

/** A second secret for the derived-key signature, derived from the main one. */
function keySignatureSecret(hmacKey: string): string {
  return createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');
}

/** A new signed challenge (deterministic mode: the server knows the answer's key). */
export async function createAltchaChallenge(db: Queryable): Promise<Challenge> {
  const settings = altchaSettings();
  const hmacKey = await getCaptchaHmacKey(db);
  return createChallenge({
    algorithm: settings.algorithm,
    cost: settings.cost,
    counter: randomInt(settings.counterMax, settings.counterMin),
    deriveKey: deriveKeyFor(settings.algorithm),
    expiresAt: new Date(Date.now() + settings.ttlSeconds * 1000),
    hmacSignatureSecret: hmacKey,
    hmacKeySignatureSecret: keySignatureSecret(hmacKey),
  });
}

/** The widget's payload: base64 of JSON {challenge, solution}. */
export function parseAltchaPayload(token: string): Payload | null {
  try {
    const value = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<Payload> | null;
    const parameters = value?.challenge?.parameters;
    if (!value?.solution || !parameters || typeof parameters.nonce !== 'string') return null;
    return value as Payload;
  } catch {
    return null;
  }
}

export async function verifyAltchaToken(db: Queryable, token: string): Promise<CaptchaCheck> {
  const payload = parseAltchaPayload(token);
  if (!payload) return { ok: false, reason: 'malformed' };
  const hmacKey = await getCaptchaHmacKey(db);
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey: deriveKeyFor(payload.challenge.parameters.algorithm),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySignatureSecret(hmacKey),
    });
    if (!result.verified) return { ok: false, reason: result.expired ? 'expired' : 'unverified' };
  } catch {
    // An unknown algorithm or a mangled solution throws inside altcha-lib: still a bad token.
    return { ok: false, reason: 'unverified' };
  }
  const { nonce, expiresAt } = payload.challenge.parameters;
  // Signed challenges always carry expiresAt (we set it); keep a day as a safe fallback.
  const until = expiresAt ? new Date(expiresAt * 1000) : new Date(Date.now() + 86_400_000);
  return { ok: true, replayId: `altcha:${nonce}`, expiresAt: until };
}

export const altchaProvider: CaptchaProvider = {
  name: 'altcha',
  verify: (token, { db }) => verifyAltchaToken(db, token),
};

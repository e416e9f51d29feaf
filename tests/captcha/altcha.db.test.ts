import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { createAltchaChallenge, verifyAltchaToken } from '@/lib/captcha/altcha';
import { getCaptchaHmacKey } from '@/lib/captcha/hmac-key';
import { consumeCaptcha, purgeExpiredCaptchas } from '@/lib/captcha/replay';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';

process.env.CAPTCHA_ALTCHA_MAX_COUNTER = '2000';
delete process.env.CAPTCHA_HMAC_KEY;

let db: Database;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');

async function solved() {
  const challenge = await createAltchaChallenge(db);
  const solution = await solveChallenge({ challenge, deriveKey });
  return { challenge, solution: solution! };
}

describe('ALTCHA captcha (self-hosted proof of work)', () => {
  it('generates its signing key once and keeps it in the database', async () => {
    const key = await getCaptchaHmacKey(db);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    const [row] = await db.query<{ value: string }>("select value from app_meta where key = 'captcha_hmac_key'");
    expect(row?.value).toBe(key);
  });

  it('accepts a solved challenge and names it for the replay check', async () => {
    const { challenge, solution } = await solved();
    const check = await verifyAltchaToken(db, encode({ challenge, solution }));
    expect(check).toMatchObject({ ok: true, replayId: `altcha:${challenge.parameters.nonce}` });
    if (check.ok) expect(check.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a wrong answer, a tampered challenge, garbage and an empty token', async () => {
    const { challenge, solution } = await solved();
    expect(await verifyAltchaToken(db, encode({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } }))).toMatchObject({ ok: false });
    const tampered = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    expect(await verifyAltchaToken(db, encode({ challenge: tampered, solution }))).toMatchObject({ ok: false });
    expect(await verifyAltchaToken(db, 'not-base64-json')).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifyAltchaToken(db, '')).toEqual({ ok: false, reason: 'malformed' });
  });

  it('refuses an expired challenge', async () => {
    process.env.CAPTCHA_TTL_SECONDS = '1';
    try {
      const { challenge, solution } = await solved();
      const expired = { ...challenge, parameters: { ...challenge.parameters } };
      await new Promise((resolve) => setTimeout(resolve, 2100));
      expect(await verifyAltchaToken(db, encode({ challenge: expired, solution }))).toEqual({ ok: false, reason: 'expired' });
    } finally {
      delete process.env.CAPTCHA_TTL_SECONDS;
    }
  });

  it('lets a solved challenge be used once, and forgets it after expiry', async () => {
    const soon = new Date(Date.now() + 60_000);
    expect(await consumeCaptcha(db, 'altcha:abc', soon)).toBe(true);
    expect(await consumeCaptcha(db, 'altcha:abc', soon)).toBe(false);
    expect(await consumeCaptcha(db, 'altcha:old', new Date(Date.now() - 1000))).toBe(true);
    expect(await purgeExpiredCaptchas(db)).toBe(1);
    expect(await consumeCaptcha(db, 'altcha:abc', soon)).toBe(false);
  });
});

/**
 * How much work an ALTCHA challenge asks. The default is light (well under a second in a
 * browser, a few ms in Node) because the widget solves it invisibly before each submit;
 * raise CAPTCHA_ALTCHA_MAX_COUNTER (or the cost) to make bots pay more.
 */
export interface AltchaSettings {
  algorithm: 'SHA-256' | 'PBKDF2/SHA-256';
  cost: number;
  counterMin: number;
  counterMax: number;
  /** Seconds a challenge stays valid. */
  ttlSeconds: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

export function altchaSettings(env: Record<string, string | undefined> = process.env): AltchaSettings {
  const counterMax = positiveInt(env.CAPTCHA_ALTCHA_MAX_COUNTER, 50_000);
  return {
    algorithm: env.CAPTCHA_ALTCHA_ALGORITHM === 'PBKDF2/SHA-256' ? 'PBKDF2/SHA-256' : 'SHA-256',
    cost: positiveInt(env.CAPTCHA_ALTCHA_COST, 1),
    counterMin: Math.max(1, Math.floor(counterMax / 10)),
    counterMax,
    ttlSeconds: positiveInt(env.CAPTCHA_TTL_SECONDS, 10 * 60),
  };
}

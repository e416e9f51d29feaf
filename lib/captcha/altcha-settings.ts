import { config, type Config } from '@/lib/config/env';
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

export function altchaSettings(
  settings: Pick<Config, 'CAPTCHA_ALTCHA_MAX_COUNTER' | 'CAPTCHA_ALTCHA_COST' | 'CAPTCHA_ALTCHA_ALGORITHM' | 'CAPTCHA_TTL_SECONDS'> = config(),
): AltchaSettings {
  const counterMax = settings.CAPTCHA_ALTCHA_MAX_COUNTER;
  return {
    algorithm: settings.CAPTCHA_ALTCHA_ALGORITHM,
    cost: settings.CAPTCHA_ALTCHA_COST,
    counterMin: Math.max(1, Math.floor(counterMax / 10)),
    counterMax,
    ttlSeconds: settings.CAPTCHA_TTL_SECONDS,
  };
}

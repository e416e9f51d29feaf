import type { Site } from '@/lib/sites/sites';
import { recaptchaSiteKey } from './site-key';
import { config, type Config } from '@/lib/config/env';

/** What the browser widget needs (serialisable; pass it to <CaptchaWidget config>). */
export type CaptchaClientConfig =
  | { provider: 'altcha'; challengeUrl: string }
  | { provider: 'recaptcha'; siteKey: string; version: 2; size: 'invisible' }
  | { provider: 'none' };

export const CAPTCHA_CHALLENGE_PATH = '/api/captcha/challenge';

/** Mirrors captchaProviderFor: the browser solves what the server will verify. */
export function captchaClientConfig(site: Pick<Site, 'recaptcha'> | null, env: Pick<Config, 'RECAPTCHA_SECRET'> = config()): CaptchaClientConfig {
  if (!site) return { provider: 'none' };
  const siteKey = recaptchaSiteKey(site);
  if (env.RECAPTCHA_SECRET && siteKey) return { provider: 'recaptcha', siteKey, version: 2, size: 'invisible' };
  return { provider: 'altcha', challengeUrl: CAPTCHA_CHALLENGE_PATH };
}

import type { Site } from '@/lib/sites/sites';
import { altchaProvider } from './altcha';
import { recaptchaProvider } from './recaptcha';
import { recaptchaSiteKey } from './site-key';
import type { CaptchaProvider } from './types';
import { config, type Config } from '@/lib/config/env';

/** reCAPTCHA when the server secret and the site key are both set, else ALTCHA (works offline). */
export function captchaProviderFor(site: Pick<Site, 'recaptcha'>, env: Pick<Config, 'RECAPTCHA_SECRET'> = config()): CaptchaProvider {
  const secret = env.RECAPTCHA_SECRET;
  return secret && recaptchaSiteKey(site) ? recaptchaProvider(secret) : altchaProvider;
}

import type { Site } from '@/lib/sites/sites';

/** The site's reCAPTCHA site key, when it has one. */
export function recaptchaSiteKey(site: Pick<Site, 'recaptcha'>): string | null {
  const key = site.recaptcha?.site_key?.trim();
  return key ? key : null;
}

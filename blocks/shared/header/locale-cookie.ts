import type { Locale } from '@/lib/i18n/locales';

/**
 * The saved locale choice (spec 000 section 4, "Locale choice"): the same cookie
 * i18n/routing.ts has the server set, written before navigating so the choice holds
 * even if the navigation is interrupted.
 */
export const LOCALE_COOKIE_NAME = 'i18n_redirected';
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE_NAME}=${locale}; max-age=${ONE_YEAR_SECONDS}; path=/; samesite=lax`;
}

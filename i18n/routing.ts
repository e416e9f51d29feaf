import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/i18n/locales';

/** Locale precedence of spec 000 section 4: path prefix, cookie, browser languages, French. */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // Off: next-intl's Link header pointed at untranslated paths (/en/proprietes) with 'fr' not
  // 'fr-CA'; each page's HTML carries the correct absolute hreflang alternates instead.
  alternateLinks: false,
  localeCookie: {
    name: 'i18n_redirected',
    maxAge: 60 * 60 * 24 * 365,
    path: '/',
    sameSite: 'lax',
  },
});

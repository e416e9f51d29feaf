import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales } from '@/lib/i18n/locales';

/** Locale precedence of spec 000 section 4: path prefix, cookie, browser languages, French. */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  localeCookie: {
    name: 'i18n_redirected',
    maxAge: 60 * 60 * 24 * 365,
    path: '/',
    sameSite: 'lax',
  },
});

/**
 * The visitor's language choice: the cookie next-intl uses for the public site
 * (i18n/routing.ts), one preference for the site and the workspace. Pure, for the proxy too.
 */
export const LOCALE_COOKIE = 'i18n_redirected';
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;

/** Same attributes as next-intl's cookie: readable by the site too. */
export const localeCookieOptions = { path: '/', sameSite: 'lax', maxAge: LOCALE_COOKIE_MAX_AGE } as const;

import type { AlertLocale } from './types';

/**
 * Paths of the public alert pages (contract with the screens). Paths only: the
 * e-mails prefix the site's public origin.
 */
const PAGES = {
  confirm: { fr: '/fr/alertes/confirmer', en: '/en/alerts/confirm' },
  manage: { fr: '/fr/alertes/gerer', en: '/en/alerts/manage' },
  unsubscribe: { fr: '/fr/alertes/desabonnement', en: '/en/alerts/unsubscribe' },
} as const;

const withToken = (path: string, token: string) => `${path}?t=${encodeURIComponent(token)}`;

export const confirmPath = (locale: AlertLocale, token: string) => withToken(PAGES.confirm[locale], token);
export const managePath = (locale: AlertLocale, token: string) => withToken(PAGES.manage[locale], token);
export const unsubscribePath = (locale: AlertLocale, token: string) => withToken(PAGES.unsubscribe[locale], token);
/** RFC 8058 one-click target (POST, no login): the List-Unsubscribe header points here. */
export const oneClickPath = (token: string) => withToken('/api/alerts/unsubscribe', token);

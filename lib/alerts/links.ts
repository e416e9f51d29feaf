import type { AlertLocale } from './types';

/**
 * Paths of the public alert pages (contract: docs/alerts.md), one per page and language: the
 * e-mails link to them (prefixed with the site's public origin) and the route files under
 * app/(site)/[site]/[locale]/alertes/ (French) and …/alerts/ (English) render them.
 */
export type AlertPage = 'confirm' | 'manage' | 'unsubscribe';

export const ALERT_PAGE_PATHS: Record<AlertPage, Record<AlertLocale, string>> = {
  confirm: { fr: '/fr/alertes/confirmer', en: '/en/alerts/confirm' },
  manage: { fr: '/fr/alertes/gerer', en: '/en/alerts/manage' },
  unsubscribe: { fr: '/fr/alertes/desabonnement', en: '/en/alerts/unsubscribe' },
};

const withToken = (path: string, token: string) => `${path}?t=${encodeURIComponent(token)}`;

export function alertPagePath(page: AlertPage, locale: AlertLocale, token: string): string {
  return withToken(ALERT_PAGE_PATHS[page][locale], token);
}

/** RFC 8058 one-click target (POST, no login): the List-Unsubscribe header points here. */
export const oneClickPath = (token: string) => withToken('/api/alerts/unsubscribe', token);

/** The token of a page's query (?t=), or '' (which every token check refuses). */
export function tokenOf(query: Record<string, string | string[] | undefined>): string {
  const value = query.t;
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' ? token.slice(0, 2048) : '';
}

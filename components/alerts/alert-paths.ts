import type { Locale } from '@/lib/i18n/locales';

/**
 * The public alert pages (contract: docs/alerts.md): one localized path per
 * page and language, the same lib/alerts/links.ts builds the e-mails' links with. Their
 * route files live in app/(site)/[site]/[locale]/alertes/ (French) and .../alerts/ (English).
 */
export type AlertPage = 'confirm' | 'manage' | 'unsubscribe';

export const ALERT_PAGE_PATHS: Record<AlertPage, Record<Locale, string>> = {
  confirm: { fr: '/fr/alertes/confirmer', en: '/en/alerts/confirm' },
  manage: { fr: '/fr/alertes/gerer', en: '/en/alerts/manage' },
  unsubscribe: { fr: '/fr/alertes/desabonnement', en: '/en/alerts/unsubscribe' },
};

/** The first path segment (after the locale) of the alert pages in each language. */
export const ALERT_SEGMENTS: Record<Locale, string> = { fr: 'alertes', en: 'alerts' };

export function alertPagePath(page: AlertPage, locale: Locale, token: string): string {
  return `${ALERT_PAGE_PATHS[page][locale]}?t=${encodeURIComponent(token)}`;
}

/** The token of a page's query (?t=), or '' (which every token check refuses). */
export function tokenOf(query: Record<string, string | string[] | undefined>): string {
  const value = query.t;
  const token = Array.isArray(value) ? value[0] : value;
  return typeof token === 'string' ? token.slice(0, 2048) : '';
}

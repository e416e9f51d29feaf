import type { SearchFilters } from '@/lib/listings/filters';

/** How often a saved search's alerts are sent. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export type SavedSearchStatus = 'pending' | 'active' | 'paused' | 'unsubscribed';
export type AlertLocale = 'fr' | 'en';

/** A saved search as screens and exports see it (times as ISO strings). */
export interface SavedSearchView {
  id: number;
  siteId: string;
  email: string;
  locale: AlertLocale;
  frequency: AlertFrequency;
  status: SavedSearchStatus;
  /** The search API's own filter object (lib/listings/filters.ts). */
  criteria: SearchFilters;
  /** The broker whose page it came from. */
  memberId: number | null;
  /** The page it was saved on. */
  sourcePath: string | null;
  createdAt: string;
  consentedAt: string;
  consentText: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
  lastSentAt: string | null;
}

export type TokenResult<T> = { ok: true; value: T } | { ok: false; reason: 'invalid' | 'expired' };

export function isAlertFrequency(value: unknown): value is AlertFrequency {
  return typeof value === 'string' && (ALERT_FREQUENCIES as readonly string[]).includes(value);
}

import 'server-only';
import { describeCriteria, type SavedSearchView } from '@/lib/alerts/public-api';
import type { Locale } from '@/lib/i18n/locales';
import type { ManageSnapshot } from './manage-state';

/** The part of a saved search the manage page shows, with its criteria in words. */
export async function snapshotOf(view: SavedSearchView, locale: Locale): Promise<ManageSnapshot> {
  return {
    email: view.email,
    frequency: view.frequency,
    status: view.status,
    criteria: view.criteria,
    description: await describeCriteria(view.criteria, locale),
  };
}

import type { SearchFilters } from '@/lib/listings/filters';
import type { AlertFrequency, SavedSearchStatus } from '@/lib/alerts/public-api';

/** What the manage page's forms show of a saved search (nothing the link's holder cannot already see). */
export interface ManageSnapshot {
  email: string;
  frequency: AlertFrequency;
  status: SavedSearchStatus;
  criteria: SearchFilters;
  /** The criteria in words (describeCriteria). */
  description: string;
}

export type ManageNotice = 'saved' | 'paused' | 'resumed';
export type ManageError = 'invalid-price' | 'form-invalid' | 'confirm-required' | 'invalid' | 'expired';

/** The manage page's state after each action (useActionState). */
export interface ManageState {
  snapshot: ManageSnapshot | null;
  notice: ManageNotice | null;
  error: ManageError | null;
  deleted: boolean;
}

/**
 * The confirm and unsubscribe pages: the button not pressed yet (or a bad link), or done
 * (`already`: the search was confirmed before this visit).
 */
export type LinkActionState = { done: false; error: 'invalid' | 'expired' | null } | { done: true; email: string; already?: boolean };

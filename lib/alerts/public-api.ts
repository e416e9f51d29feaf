/**
 * What the alert screens (public pages, /qa/alerts, the CSV export) use from the alerts core
 * (issue 32; contract: saved searches and alerts). Re-exports only.
 */
export type { AlertFrequency, SavedSearchStatus, SavedSearchView, TokenResult } from './types';
export { describeCriteria } from './describe';
export { confirmSavedSearch, readManageToken, updateFromManage, deleteFromManage, unsubscribeByToken } from './manage';
export { listSavedSearches, savedSearchesCsv } from './listing';

/**
 * What the alert screens (public pages, /qa/alerts, the CSV export) use from the alerts core
 * (contract: saved searches and alerts). Re-exports only.
 * Note: site ids are text in this database ('demo-broker'), so `siteId` is a string.
 */
export type { AlertFrequency, SavedSearchStatus, SavedSearchView } from './types';
export { describeCriteria } from './describe';
export { confirmSavedSearch, readConfirmToken, readManageToken, updateFromManage, deleteFromManage, unsubscribeByToken } from './manage';
export { listSavedSearches, savedSearchesCsv } from './listing';
/** The consent sentence the save form shows (and the search keeps word for word). */
/** The unsubscribe landing's read of an e-mail's link (it does not unsubscribe). */

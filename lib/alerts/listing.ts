import type { SavedSearchView } from './types';

export async function listSavedSearches(siteId: number, options: { memberId?: number | null }): Promise<SavedSearchView[]> {
  void siteId;
  void options;
  return [];
}

export async function savedSearchesCsv(siteId: number, options: { memberId?: number | null }): Promise<string> {
  void siteId;
  void options;
  return '';
}

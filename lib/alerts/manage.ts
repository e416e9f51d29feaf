import type { SearchFilters } from '@/lib/listings/filters';
import type { AlertFrequency, SavedSearchView, TokenResult } from './types';

const todo = async <T>(token: string): Promise<TokenResult<T>> => {
  void token;
  return { ok: false, reason: 'invalid' };
};

export async function confirmSavedSearch(token: string): Promise<TokenResult<SavedSearchView>> {
  return todo(token);
}
export async function readManageToken(token: string): Promise<TokenResult<SavedSearchView>> {
  return todo(token);
}
export async function updateFromManage(
  token: string,
  patch: { frequency?: AlertFrequency; paused?: boolean; criteria?: SearchFilters },
): Promise<TokenResult<SavedSearchView>> {
  void patch;
  return todo(token);
}
/** Deletes the search and, if no other search of the site uses it, the address's data. */
export async function deleteFromManage(token: string): Promise<TokenResult<null>> {
  return todo(token);
}
export async function unsubscribeByToken(token: string): Promise<TokenResult<SavedSearchView>> {
  return todo(token);
}

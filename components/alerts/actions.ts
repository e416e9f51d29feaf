'use server';

import {
  confirmSavedSearch,
  deleteFromManage,
  readManageToken,
  unsubscribeByToken,
  updateFromManage,
} from '@/lib/alerts/public-api';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { readManageForm } from './manage-form-data';
import { snapshotOf } from './manage-snapshot';
import type { LinkActionState, ManageState } from './manage-state';

/**
 * The public alert pages' writes (no account: the signed token is the permission). Server
 * actions, so the forms work with or without JavaScript; each answers with the page's next
 * state, and a bad or expired token is a state to show, never an exception.
 */

function localeOf(data: FormData): Locale {
  const value = data.get('locale');
  return isLocale(value) ? value : 'fr';
}

function tokenOfForm(data: FormData): string {
  const value = data.get('t');
  return typeof value === 'string' ? value.slice(0, 2048) : '';
}

export async function confirmAction(_state: LinkActionState, data: FormData): Promise<LinkActionState> {
  const result = await confirmSavedSearch(tokenOfForm(data));
  if (!result.ok) return { done: false, error: result.reason };
  return { done: true, email: result.value.email, already: false };
}

export async function unsubscribeAction(_state: LinkActionState, data: FormData): Promise<LinkActionState> {
  const result = await unsubscribeByToken(tokenOfForm(data));
  if (!result.ok) return { done: false, error: result.reason };
  return { done: true, email: result.value.email };
}

export async function manageAction(state: ManageState, data: FormData): Promise<ManageState> {
  const token = tokenOfForm(data);
  const locale = localeOf(data);
  const intent = data.get('intent');
  const keep = { snapshot: state.snapshot, deleted: false };

  if (intent === 'delete') {
    if (data.get('delete_confirm') !== 'on') return { ...keep, notice: null, error: 'confirm-required' };
    const deleted = await deleteFromManage(token);
    if (!deleted.ok) return { ...keep, notice: null, error: deleted.reason };
    return { snapshot: null, notice: null, error: null, deleted: true };
  }

  if (intent === 'pause' || intent === 'resume') {
    const updated = await updateFromManage(token, { paused: intent === 'pause' });
    if (!updated.ok) return { ...keep, notice: null, error: updated.reason };
    return { snapshot: await snapshotOf(updated.value, locale), notice: intent === 'pause' ? 'paused' : 'resumed', error: null, deleted: false };
  }

  const current = await readManageToken(token);
  if (!current.ok) return { ...keep, notice: null, error: current.reason };
  const patch = readManageForm(data, current.value.criteria);
  if (!patch.ok) return { ...keep, notice: null, error: patch.error };
  const updated = await updateFromManage(token, { frequency: patch.frequency, criteria: patch.criteria });
  if (!updated.ok) return { ...keep, notice: null, error: updated.reason };
  return { snapshot: await snapshotOf(updated.value, locale), notice: 'saved', error: null, deleted: false };
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultFilters } from '@/lib/listings/filters';
import type { SavedSearchView } from '@/lib/alerts/public-api';
import { statusOf } from '../helpers/page-mocks';

/*
 * Issue 32, the public alert pages and their writes, against the alerts core's contract:
 * a tampered token is a 404 page and an expired one a 403 (never a 5xx); the unsubscribe
 * and confirmation landings change nothing on GET; the manage page's forms patch only what they show.
 */

const api = vi.hoisted(() => ({
  confirmSavedSearch: vi.fn(),
  readConfirmToken: vi.fn(),
  readManageToken: vi.fn(),
  updateFromManage: vi.fn(),
  deleteFromManage: vi.fn(),
  unsubscribeByToken: vi.fn(),
  describeCriteria: vi.fn(async () => 'Maisons à vendre à Laval'),
  listSavedSearches: vi.fn(async () => []),
  savedSearchesCsv: vi.fn(async () => ''),
}));
vi.mock('@/lib/alerts/public-api', () => api);
const links = vi.hoisted(() => ({ readUnsubscribeLink: vi.fn() }));
vi.mock('@/lib/alerts/unsubscribe-link', () => links);

// The alert pages' forbidden() and notFound() become the status the browser would get.
vi.mock('next/navigation', async (original) => (await import('../helpers/page-mocks')).interruptingNavigation(original));
vi.mock('next-intl/server', async (original) => ({ ...(await original<object>()), setRequestLocale: () => undefined }));

const view: SavedSearchView = {
  id: 1,
  siteId: 'broker',
  email: 'marie@example.com',
  locale: 'fr',
  frequency: 'daily',
  status: 'active',
  criteria: { ...defaultFilters(), mun: ['65005', '66023'], price_min: 300000, open_house: true },
  memberId: null,
  sourcePath: '/fr/proprietes',
  createdAt: '2026-11-27T10:00:00Z',
  consentedAt: '2026-11-27T10:00:00Z',
  consentText: 'J’accepte…',
  confirmedAt: null,
  unsubscribedAt: null,
  lastSentAt: null,
};

const props = (locale: string, t: string) => ({ params: Promise.resolve({ locale }), searchParams: Promise.resolve({ t }) });

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockClear();
});

describe('alert pages refuse bad links with a 4xx', () => {
  it('404 for a tampered token, 403 for an expired one, on each page', async () => {
    const { alertPage } = await import('@/components/alerts/alert-pages');
    for (const page of ['confirm', 'manage', 'unsubscribe'] as const) {
      const check = page === 'confirm' ? api.readConfirmToken : page === 'manage' ? api.readManageToken : links.readUnsubscribeLink;
      check.mockResolvedValueOnce({ ok: false, reason: 'invalid' });
      expect(await statusOf(alertPage(page, 'fr')(props('fr', 'forged')))).toBe(404);
      check.mockResolvedValueOnce({ ok: false, reason: 'expired' });
      expect(await statusOf(alertPage(page, 'en')(props('en', 'old')))).toBe(403);
    }
  });

  it('the French path in English (or the reverse) is no page', async () => {
    const { alertPage } = await import('@/components/alerts/alert-pages');
    expect(await statusOf(alertPage('manage', 'fr')(props('en', 'x')))).toBe(404);
    expect(api.readManageToken).not.toHaveBeenCalled();
  });

  it('opening the unsubscribe link (GET) unsubscribes nothing', async () => {
    const { alertPage } = await import('@/components/alerts/alert-pages');
    links.readUnsubscribeLink.mockResolvedValueOnce({ ok: true, value: { view, manageToken: 'm.1' } });
    await alertPage('unsubscribe', 'fr')(props('fr', 'good'));
    expect(api.unsubscribeByToken).not.toHaveBeenCalled();
    expect(links.readUnsubscribeLink).toHaveBeenCalledWith('good');
  });
});

function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) data.append(name, v);
  return data;
}

const initial = { snapshot: null, notice: null, error: null, deleted: false };

describe('alert page actions', () => {
  it('the confirm button confirms, and says so with the address; a bad link is a state, not an exception', async () => {
    const { confirmAction } = await import('@/components/alerts/actions');
    api.confirmSavedSearch.mockResolvedValueOnce({ ok: true, value: { ...view, confirmedAt: '2026-11-27T11:00:00Z' } });
    expect(await confirmAction({ done: false, error: null }, form({ t: 'good' }))).toEqual({ done: true, email: 'marie@example.com', already: false });
    expect(api.confirmSavedSearch).toHaveBeenCalledWith('good');
    api.confirmSavedSearch.mockResolvedValueOnce({ ok: false, reason: 'expired' });
    expect(await confirmAction({ done: false, error: null }, form({ t: 'old' }))).toEqual({ done: false, error: 'expired' });
  });

  it('the unsubscribe button unsubscribes, and says so with the address', async () => {
    const { unsubscribeAction } = await import('@/components/alerts/actions');
    api.unsubscribeByToken.mockResolvedValueOnce({ ok: true, value: { ...view, status: 'unsubscribed' } });
    expect(await unsubscribeAction({ done: false, error: null }, form({ t: 'good' }))).toEqual({ done: true, email: 'marie@example.com' });
    api.unsubscribeByToken.mockResolvedValueOnce({ ok: false, reason: 'invalid' });
    expect(await unsubscribeAction({ done: false, error: null }, form({ t: 'forged' }))).toEqual({ done: false, error: 'invalid' });
  });

  it('saves frequency and criteria, keeping what the form does not show', async () => {
    const { manageAction } = await import('@/components/alerts/actions');
    api.readManageToken.mockResolvedValueOnce({ ok: true, value: view });
    api.updateFromManage.mockImplementationOnce(async (_t: string, patch: { frequency: string; criteria: SavedSearchView['criteria'] }) => ({
      ok: true,
      value: { ...view, frequency: patch.frequency, criteria: patch.criteria },
    }));
    const state = await manageAction(
      initial,
      form({ t: 'good', locale: 'fr', intent: 'save', frequency: 'weekly', forSaleForRent: 'buy', price_min: '250 000', price_max: '', bedrooms: '3', bathrooms: '', type: ['maison', 'condo'], mun: ['65005', '99999'] }),
    );
    expect(api.updateFromManage).toHaveBeenCalledWith('good', {
      frequency: 'weekly',
      criteria: { ...view.criteria, mun: ['65005'], type: ['condo', 'maison'], price_min: 250000, price_max: null, bedrooms: 3, bathrooms: null, forSaleForRent: 'buy' },
    });
    expect(state.notice).toBe('saved');
    expect(state.snapshot?.frequency).toBe('weekly');
    expect(state.snapshot?.criteria.open_house).toBe(true);
  });

  it('refuses a minimum price above the maximum without writing', async () => {
    const { manageAction } = await import('@/components/alerts/actions');
    api.readManageToken.mockResolvedValueOnce({ ok: true, value: view });
    const state = await manageAction(initial, form({ t: 'good', intent: 'save', frequency: 'daily', price_min: '900000', price_max: '100000' }));
    expect(state.error).toBe('invalid-price');
    expect(api.updateFromManage).not.toHaveBeenCalled();
  });

  it('pauses and resumes', async () => {
    const { manageAction } = await import('@/components/alerts/actions');
    api.updateFromManage.mockResolvedValueOnce({ ok: true, value: { ...view, status: 'paused' } });
    expect((await manageAction(initial, form({ t: 'good', intent: 'pause' }))).notice).toBe('paused');
    expect(api.updateFromManage).toHaveBeenLastCalledWith('good', { paused: true });
    api.updateFromManage.mockResolvedValueOnce({ ok: true, value: view });
    expect((await manageAction(initial, form({ t: 'good', intent: 'resume' }))).notice).toBe('resumed');
    expect(api.updateFromManage).toHaveBeenLastCalledWith('good', { paused: false });
  });

  it('deletes only with the box ticked', async () => {
    const { manageAction } = await import('@/components/alerts/actions');
    expect((await manageAction(initial, form({ t: 'good', intent: 'delete' }))).error).toBe('confirm-required');
    expect(api.deleteFromManage).not.toHaveBeenCalled();
    api.deleteFromManage.mockResolvedValueOnce({ ok: true, value: null });
    expect((await manageAction(initial, form({ t: 'good', intent: 'delete', delete_confirm: 'on' }))).deleted).toBe(true);
    api.deleteFromManage.mockResolvedValueOnce({ ok: false, reason: 'expired' });
    expect((await manageAction(initial, form({ t: 'old', intent: 'delete', delete_confirm: 'on' }))).error).toBe('expired');
  });
});

describe('/qa/alerts is scoped to the broker', () => {
  const site = { id: 'broker' } as never;
  it('a broker sees the searches of their own member; an editor, the site’s; a broker without member, none', async () => {
    const { savedSearchesFor } = await import('@/builder/alerts/AlertsScreen');
    await savedSearchesFor({ site, role: 'broker', memberId: 12 });
    expect(api.listSavedSearches).toHaveBeenLastCalledWith('broker', { memberId: 12 });
    await savedSearchesFor({ site, role: 'editor', memberId: null });
    expect(api.listSavedSearches).toHaveBeenLastCalledWith('broker', {});
    api.listSavedSearches.mockClear();
    expect(await savedSearchesFor({ site, role: 'broker', memberId: null })).toEqual([]);
    expect(api.listSavedSearches).not.toHaveBeenCalled();
  });
});

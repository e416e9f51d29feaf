'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { archiveSearch, readArchiveUrl } from '@/lib/blog/archive-url';
import { categoriesParam } from '@/lib/blog/selection';
import { ARCHIVE_PAGE_SIZE, type ArticleCard, type ArticleOrder, type ArticlesListing, type BlogCategory } from '@/lib/blog/types';
import type { Locale } from '@/lib/i18n/locales';
import { prefetchJsonAtIdle, takePrefetched } from '@/lib/http/idle-prefetch';
import { withMinimumDelay } from '@/lib/listing-search/min-delay';
import { useSiteFacts } from '@/stores/site-facts';

/** Spec 001 section 4: a filter change refetches after this pause (at once on first load and Show more). */
export const FILTER_DEBOUNCE_MS = 1000;

export interface ArchiveState {
  categories: BlogCategory[];
  selected: number[];
  order: ArticleOrder;
  page: number;
  articles: ArticleCard[];
  total: number;
  loading: boolean;
}

function initialState(initial: ArticlesListing | null): ArchiveState {
  return {
    categories: initial?.categories ?? [],
    selected: initial?.selected ?? [],
    order: initial?.order ?? 'desc',
    page: 1,
    articles: initial?.articles ?? [],
    total: initial?.total ?? 0,
    loading: initial === null,
  };
}

function apiHeaders(locale: Locale, siteKey: string | null): HeadersInit {
  return { Accept: 'application/json', 'Content-Language': locale, ...(siteKey ? { 'X-Site-Key': siteKey } : {}) };
}

/** GET /articles of spec 001 section 7 for a state of the archive (a restore asks for every page up to it at once). */
function articlesUrl(
  micrositeId: string,
  locale: Locale,
  next: { selected: number[]; order: ArticleOrder; page: number },
  mode: 'replace' | 'append' | 'restore',
  all: number[],
): string {
  const params = new URLSearchParams({
    language: locale,
    page: mode === 'restore' ? '1' : String(next.page),
    limit: String(mode === 'restore' ? ARCHIVE_PAGE_SIZE * next.page : ARCHIVE_PAGE_SIZE),
    order: next.order,
  });
  const ids = categoriesParam(next.selected, all);
  if (ids.length > 0) params.set('categories', ids.join(','));
  if (all.length === 0) params.set('with_categories', '1');
  return `/api/swc/${encodeURIComponent(micrositeId)}/articles?${params.toString().replace(/%2C/g, ',')}`;
}

/**
 * The archive's state and its fetches. Starts from the server's first page; reads the URL
 * once mounted (a shared filtered link), writes it back on every change (replaceState: no
 * server round trip). Filter and sort changes clear the list and refetch after 1000 ms;
 * Show more appends the next page at once.
 */
export function useArchive(initial: ArticlesListing | null, locale: Locale) {
  const [state, setState] = useState(() => initialState(initial));
  const { micrositeId, siteKey } = useSiteFacts();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const controller = useRef<AbortController | null>(null);
  // The latest state for event handlers and the delayed fetch (kept in step after each render).
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });

  const load = useCallback(
    async (next: { selected: number[]; order: ArticleOrder; page: number }, mode: 'replace' | 'append' | 'restore') => {
      if (!micrositeId) return;
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      const url = articlesUrl(micrositeId, locale, next, mode, stateRef.current.categories.map((c) => c.id));
      try {
        // The next page may have been fetched at idle already (the prefetch effect below).
        const answer =
          takePrefetched(url) ??
          fetch(url, { headers: apiHeaders(locale, siteKey), signal: abort.signal }).then((response) => (response.ok ? response.json() : null));
        const body = (await withMinimumDelay(answer)) as { data: { total: number; articles: ArticleCard[]; categories?: BlogCategory[] } } | null;
        if (!body) return; // spec 001 section 8: no error handling shown; the list stays as it was.
        const { data } = body;
        if (abort.signal.aborted) return;
        setState((s) => ({
          ...s,
          categories: data.categories ?? s.categories,
          total: data.total,
          articles: mode === 'append' ? [...s.articles, ...data.articles] : data.articles,
          loading: false,
        }));
      } catch {
        // Aborted by a newer request, or offline: the newer request (or a retry) fills the list.
      }
    },
    [micrositeId, siteKey, locale],
  );

  const writeUrl = (next: { selected: number[]; order: ArticleOrder; page: number }) => {
    const all = stateRef.current.categories.map((c) => c.id);
    const search = archiveSearch({ categories: next.selected, order: next.order, page: next.page }, all);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}`);
  };

  // First load: a shared link (categories, order or page in the URL) is restored at once.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !micrositeId) return;
    restored.current = true;
    const all = stateRef.current.categories.map((c) => c.id);
    const url = readArchiveUrl(window.location.search, all);
    const isDefault = url.page === 1 && url.order === 'desc' && url.categories.length === all.length;
    if (isDefault && initial) return;
    const next = { selected: url.categories, order: url.order, page: url.page };
    setState((s) => ({ ...s, ...next, articles: [], loading: true }));
    void load(next, 'restore');
  }, [micrositeId, initial, load]);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
    controller.current?.abort();
  }, []);

  /** Categories or sort changed: clear, return to page 1, refetch after the pause. */
  const change = (patch: Partial<Pick<ArchiveState, 'selected' | 'order'>>) => {
    const s = stateRef.current;
    const next = { selected: patch.selected ?? s.selected, order: patch.order ?? s.order, page: 1 };
    setState((prev) => ({ ...prev, ...next, articles: [], loading: true }));
    writeUrl(next);
    controller.current?.abort();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void load(next, 'replace'), FILTER_DEBOUNCE_MS);
  };

  // The next page at idle (spec 001 section 7), so Show more answers from memory.
  useEffect(() => {
    if (!micrositeId || state.loading || state.articles.length >= state.total) return;
    const next = { selected: state.selected, order: state.order, page: state.page + 1 };
    const url = articlesUrl(micrositeId, locale, next, 'append', state.categories.map((c) => c.id));
    return prefetchJsonAtIdle(url, { headers: apiHeaders(locale, siteKey) });
  }, [micrositeId, siteKey, locale, state.loading, state.articles.length, state.total, state.selected, state.order, state.page, state.categories]);

  const showMore = () => {
    const s = stateRef.current;
    const next = { selected: s.selected, order: s.order, page: s.page + 1 };
    setState((prev) => ({ ...prev, page: next.page, loading: true }));
    writeUrl(next);
    void load(next, 'append');
  };

  return { state, change, showMore };
}

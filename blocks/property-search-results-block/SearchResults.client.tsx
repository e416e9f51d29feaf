'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import type { Locale } from '@/lib/i18n/locales';
import { filtersSearchParams } from '@/lib/listing-search/query';
import { useSearchFilters } from '@/stores/search-filters';
import { defaultSearchFilters, orderByValues, type OrderBy, type SearchFilters } from '@/lib/listing-search/filters';
import { useSearchOptions } from '@/stores/search-options';
import { FilterTagsCount } from './filters/FilterTagsCount';
import { LazyFilterOverlay } from './filters/LazyFilterOverlay.client';
import { MunicipalitySelect } from './filters/MunicipalitySelect.client';
import { useFilterOverlay } from './filters/use-filter-overlay';
import { useStoredFilters } from './filters/use-stored-filters';
import { ListingCard, priorityPhotoListing } from '@/blocks/shared/listing-card/ListingCard';
import { LazyListingsMap } from './map/LazyListingsMap.client';
import { PendingSearchScript } from './PendingSearchScript';
import { useListingsSearch } from './use-listings-search';
import { SaveSearchDialog } from './save-search/SaveSearchDialog.lazy';
import type { AlertSender, InitialSearchResults } from '@/lib/listings/types';
import styles from './styles.module.pcss';
import { useSiteFacts } from '@/stores/site-facts';
import { useMediaQuery } from '@/blocks/shared/use-media-query';

export interface SearchResultsProps {
  /** The default search's first cards from the server (in the HTML before any script runs). */
  initial: InitialSearchResults | null;
  contactPath: string;
  empty: { title: string; description: string };
  /** Who sends the saved search's alerts (named in the consent) and the broker it is attributed to. */
  alertSender?: AlertSender | null;
}

/** list, map or both below lg; on desktop "map" means the list is hidden (map expanded). */
type View = 'list' | 'map' | 'both';

/** lg: from here the list and the map sit side by side (the CSS's breakpoint too). */
const WIDE = '(min-width: 992px)';

/**
 * The property search page: filter bar, results list with sort and infinite loading, and
 * the map. Filters live in the query string (shareable), and in session storage.
 */
export function SearchResults({ initial, contactPath, empty, alertSender = null }: SearchResultsProps) {
  const t = useTranslations('search');
  const ta = useTranslations('alerts.save');
  const [saveOpen, setSaveOpen] = useState(false);
  const locale = useLocale() as Locale;
  const pathname = usePathname();
  const filters = useStoredFilters();
  const store = useSearchFilters;
  const municipalities = useSearchOptions((s) => s.searchMunicipalities ?? s.municipalities);
  const loadSearchFilters = useSearchOptions((s) => s.loadSearchFilters);
  const site = useSiteFacts();
  const [ready, setReady] = useState(false);
  // The server-rendered card whose photo loads first: the first one that has a photo (a newest
  // listing without one would otherwise leave every photo lazy, the likely LCP included).
  const priorityUls = priorityPhotoListing(initial?.listings ?? [])?.uls;
  const [munOpen, setMunOpen] = useState(false);
  // Until the visitor picks a view: the list on a phone (the map, and Leaflet with it, a tap
  // away), list and map side by side from lg. The CSS shows the same before hydration.
  const wide = useMediaQuery(WIDE);
  const [chosenView, setView] = useState<View | null>(null);
  const view: View = chosenView ?? (wide ? 'both' : 'list');
  const mapShown = wide || view !== 'list';
  // Once shown, the map stays mounted (hiding it keeps its position and markers).
  const [mapMounted, setMapMounted] = useState(false);
  if (mapShown && !mapMounted) setMapMounted(true);
  const [hoveredId, setHoveredId] = useState<string | null>(null);
  const mapId = `${useId()}-map`;

  const onApply = useCallback((next: SearchFilters) => store.getState().update(next), [store]);
  const overlay = useFilterOverlay(onApply);
  const search = useListingsSearch(filters, ready, munOpen || overlay.isOpen, initial);

  // First load: the query wins (reset_filters resets first), else the session's filters stay.
  useEffect(() => {
    store.getState().loadFromPageQuery(new URLSearchParams(window.location.search));
    // The filters in effect are known from here on (PendingSearchScript's mark is done).
    document.documentElement.removeAttribute('data-search-pending');
    void loadSearchFilters(site);
    // The URL and sessionStorage are read after hydration on purpose (the server sees neither).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReady(true);
  }, [store, loadSearchFilters, site]);

  // The address bar always shows the filters in effect (map bounds aside), including the
  // session's when the page opened without a query: a shared URL gives the same results.
  // The native history call (which Next's router follows) updates it at once, without the
  // server round trip router.replace makes for every filter change.
  useEffect(() => {
    if (!ready) return;
    const query = filtersSearchParams({ ...filters, map_bounds: null }).toString();
    if (query === window.location.search.replace(/^\?/, '')) return;
    window.history.replaceState(window.history.state, '', `${pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }, [filters, ready, pathname]);

  // Infinite loading: the sentinel at the end of the list asks for the next page, but not
  // while keyboard focus is in the list: tabbing to the last card would load 25 more each
  // time and the map and the rest of the page could never be reached. Keyboard users get
  // the explicit "load more" button and the skip link instead.
  const sentinelRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLElement>(null);
  const loadMore = search.loadMore;
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return;
    const keyboardInList = () => {
      const active = document.activeElement;
      return active instanceof HTMLElement && !!listRef.current?.contains(active) && active.matches(':focus-visible');
    };
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && !keyboardInList() && loadMore(), {
      rootMargin: '0px 0px 400px 0px',
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [loadMore]);

  const noResults = ready && !search.loading && search.listings.length === 0;
  const hasMore = !search.loading && search.listings.length > 0 && search.listings.length < search.total;

  return (
    <div className={styles.results} data-view={chosenView ?? 'auto'}>
      <div className={styles.filterBar}>
        <div className={styles.filterMun}>
          <MunicipalitySelect
            options={municipalities}
            selected={filters.mun}
            onChange={(mun) => store.getState().update({ mun })}
            open={munOpen}
            onOpenChange={setMunOpen}
            onApply={() => setMunOpen(false)}
          />
        </div>
        <button type="button" className="btn btn--secondary btn--small" aria-haspopup="dialog" onClick={() => overlay.open(filters)}>
          <Icon icon="menu" />
          <FilterTagsCount filters={filters} variant="results" />
        </button>
        <button type="button" className="btn btn--link btn--small" onClick={() => store.getState().update(resetKeepingSort(filters))}>
          {t('results.reset')}
        </button>
        <button type="button" className={`btn btn--primary btn--small ${styles.saveSearch}`} aria-haspopup="dialog" onClick={() => setSaveOpen(true)}>
          <Icon icon="mail" />
          {ta('button')}
        </button>
        <div className={styles.viewToggle} role="group" aria-label={t('results.view')}>
          {(['list', 'both', 'map'] as const).map((mode) => (
            <button key={mode} type="button" aria-pressed={view === mode} className={styles.viewButton} data-mode={mode} onClick={() => setView(mode)}>
              {t(`results.view-${mode}`)}
            </button>
          ))}
          <button type="button" className={styles.listToggle} aria-pressed={view === 'map'} onClick={() => setView(view === 'map' ? 'both' : 'map')}>
            {view === 'map' ? t('results.show-list') : t('results.hide-list')}
          </button>
        </div>
      </div>

      {initial ? <PendingSearchScript /> : null}
      <div className={styles.body}>
        <section ref={listRef} className={styles.listPanel} aria-label={t('results.list-label')} aria-busy={search.loading}>
          {mapShown ? (
            <a href={`#${mapId}`} className={styles.skipLink}>
              {t('results.skip-to-map')}
            </a>
          ) : null}
          {/* Cards are h3 (their h2 is the section title elsewhere): no skip from h1 to h3. */}
          <h2 className="visually-hidden">{t('results.list-label')}</h2>
          <div className={styles.listHeader}>
            <p className={styles.count} aria-live="polite">
              {/* Until hydrated the filters in effect are unknown (URL, session): no count yet. */}
              {search.loading || !ready ? t('results.loading') : t('results.count', { count: search.total, capped: search.totalExact ? 'no' : 'yes' })}
            </p>
            {search.truncated ? <p className={styles.truncated}>{t('results.markers-truncated', { shown: search.markers.length })}</p> : null}
            <label className={styles.sort}>
              <span>{t('results.sort')}</span>
              <select
                value={filters.order_by ?? 'newest'}
                onChange={(event) => store.getState().update({ order_by: event.target.value as OrderBy })}
              >
                {orderByValues.map((value) => (
                  <option key={value} value={value}>
                    {t(`results.sort-${value}`)}
                  </option>
                ))}
              </select>
            </label>
          </div>

          {noResults ? (
            <div className={styles.empty}>
              <Icon icon="search" size={40} />
              <h2>{empty.title}</h2>
              <p>{empty.description}</p>
              <Link href={contactPath} className="btn btn--primary">
                {t('empty.cta')}
              </Link>
            </div>
          ) : (
            <ul className={styles.grid} data-initial-results={initial && !ready ? '' : undefined}>
              {search.listings.map((listing) => (
                <li key={listing.uls}>
                  <ListingCard
                    listing={listing}
                    locale={locale}
                    onHover={setHoveredId}
                    highlighted={hoveredId === String(listing.uls)}
                    priority={listing.uls === priorityUls}
                  />
                </li>
              ))}
              {search.loading ? Array.from({ length: 6 }, (_, i) => <li key={`s${i}`} className={styles.skeleton} aria-hidden="true" />) : null}
            </ul>
          )}
          <div ref={sentinelRef} className={styles.sentinel}>
            {search.loadingMore ? (
              t('results.loading-more')
            ) : hasMore ? (
              <button type="button" className="btn btn--secondary btn--small" onClick={loadMore}>
                {t('results.load-more', { shown: search.listings.length, total: search.total })}
              </button>
            ) : null}
          </div>
        </section>

        <div id={mapId} tabIndex={-1} className={styles.mapPanel}>
          {mapMounted ? (
            <LazyListingsMap
              markers={search.markers}
              hoveredId={hoveredId}
              onBoundsChange={search.onBoundsChange}
              fitKey={String(search.searchId)}
              label={t('results.map-label')}
            />
          ) : null}
        </div>
      </div>

      {overlay.isOpen && overlay.actor ? <LazyFilterOverlay actor={overlay.actor} /> : null}
      {saveOpen ? (
        <SaveSearchDialog
          criteria={filtersSearchParams({ ...filters, map_bounds: null, order_by: null }).toString()}
          senderName={alertSender?.name ?? ''}
          memberId={alertSender?.memberId ?? null}
          onClose={() => setSaveOpen(false)}
        />
      ) : null}
    </div>
  );
}

/** Reset clears every filter but keeps the chosen sort. */
function resetKeepingSort(filters: SearchFilters): SearchFilters {
  return { ...defaultSearchFilters, order_by: filters.order_by };
}

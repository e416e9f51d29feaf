'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { FilterTagsCount } from '@/blocks/property-search-results-block/filters/FilterTagsCount';
import { LazyFilterOverlay } from '@/blocks/property-search-results-block/filters/LazyFilterOverlay.client';
import { MunicipalitySelect } from '@/blocks/property-search-results-block/filters/MunicipalitySelect.client';
import { useFilterOverlay } from '@/blocks/property-search-results-block/filters/use-filter-overlay';
import { useStoredFilters } from '@/blocks/property-search-results-block/filters/use-stored-filters';
import { filtersSearchParams } from '@/lib/listing-search/query';
import { useSearchFilters } from '@/stores/search-filters';
import type { SearchFilters } from '@/lib/listing-search/filters';
import { useSearchOptions } from '@/stores/search-options';
import styles from './styles.module.pcss';
import { useSiteFacts } from '@/stores/site-facts';

/** Below md the municipality dropdown gives way to the full filter overlay (spec 000 section 10). */
const SMALL_SCREEN = '(max-width: 767.98px)';

/**
 * The "find a property" tab: municipality multi-select, more criteria (the overlay) and
 * a find button to the results page carrying the filters in its query.
 */
export function FindPropertyPanel({ resultsPath }: { resultsPath: string }) {
  const t = useTranslations('search');
  const router = useRouter();
  const rootRef = useRef<HTMLDivElement>(null);
  const filters = useStoredFilters();
  const update = useSearchFilters((s) => s.update);
  const municipalities = useSearchOptions((s) => s.searchMunicipalities ?? s.municipalities);
  const loadSearchFilters = useSearchOptions((s) => s.loadSearchFilters);
  const site = useSiteFacts();
  const [munOpen, setMunOpen] = useState(false);

  const goToResults = useCallback(
    (next: SearchFilters) => {
      const query = filtersSearchParams({ ...next, map_bounds: null }).toString();
      router.push(query ? `${resultsPath}?${query}` : resultsPath);
    },
    [router, resultsPath],
  );
  const onApply = useCallback(
    (next: SearchFilters) => {
      update(next);
      goToResults(next);
    },
    [update, goToResults],
  );
  const overlay = useFilterOverlay(onApply);

  // Spec 000 section 4: the search-filter data loads once per session, when the bar shows.
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        void loadSearchFilters(site);
        observer.disconnect();
      }
    });
    observer.observe(root);
    return () => observer.disconnect();
  }, [loadSearchFilters, site]);

  return (
    <div ref={rootRef} className={styles.find}>
      <div className={styles.findMun}>
        <MunicipalitySelect
          options={municipalities}
          selected={filters.mun}
          onChange={(mun) => update({ mun })}
          open={munOpen}
          onOpenChange={setMunOpen}
          onTriggerInstead={() => {
            if (!window.matchMedia(SMALL_SCREEN).matches) return false;
            overlay.open(filters);
            return true;
          }}
        />
      </div>
      <button type="button" className={`btn btn--secondary ${styles.moreButton}`} onClick={() => overlay.open(filters)} aria-haspopup="dialog">
        <Icon icon="menu" />
        <FilterTagsCount filters={filters} />
      </button>
      <button type="button" className={`btn btn--primary ${styles.findButton}`} onClick={() => goToResults(filters)}>
        <Icon icon="search" />
        <span>{t('hero.find')}</span>
      </button>
      {overlay.isOpen && overlay.actor ? <LazyFilterOverlay actor={overlay.actor} /> : null}
    </div>
  );
}

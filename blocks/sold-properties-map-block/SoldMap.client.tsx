'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { useBlockListings } from '@/blocks/properties-block/use-block-listings';
import { LazyListingsMap } from '@/blocks/property-search-results-block/map/LazyListingsMap.client';
import type { SoldPropertiesMapFilters } from '@/blocks/sold-properties-map-block/schema';
import styles from './styles.module.pcss';
import listingBlock from '../properties-block/styles.module.pcss';

/**
 * The count of sold listings and their map (Leaflet, loaded lazily in the browser only).
 * Hovering or clicking a marker opens the sold listing's popup, as on the search map.
 */
export function SoldMap({ filters }: { filters: SoldPropertiesMapFilters }) {
  const t = useTranslations('search');
  // The map needs markers only: one listing is the smallest page the endpoint serves.
  const state = useBlockListings(filters, 1, 'sold');

  if (state.status === 'error') {
    return <p className={listingBlock.loading}>{t('sold-map.error')}</p>;
  }
  if (state.status === 'loading') {
    return (
      <p className={listingBlock.loading} role="status">
        <Icon icon="spinner" /> {t('sold-map.loading')}
      </p>
    );
  }
  return (
    <div className={styles.body}>
      <p className={styles.count} aria-live="polite">
        {t('sold-map.count', { count: state.total, capped: state.totalExact ? 'no' : 'yes' })}
      </p>
      {state.truncated ? <p className={styles.note}>{t('results.markers-truncated', { shown: state.markers.length })}</p> : null}
      {state.markers.length > 0 ? (
        <LazyListingsMap
          markers={state.markers}
          hoveredId={null}
          fitKey={`${state.total}:${state.markers.length}`}
          label={t('sold-map.map-label')}
          className={styles.map}
        />
      ) : null}
    </div>
  );
}

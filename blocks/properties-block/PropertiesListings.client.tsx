'use client';

import Link from 'next/link';
import { useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { cx } from '@/blocks/shared/content/cx';
import { ListingCard } from '@/blocks/shared/listing-card/ListingCard';
import { LazyListingsMap } from '@/blocks/property-search-results-block/map/LazyListingsMap.client';
import type { Locale } from '@/lib/i18n/locales';
import { markersOf, seeAllHref, showsSeeAll, showsSeeMoreCard, VISIBLE_BELOW_XL } from './block-filters';
import type { PropertiesBlockFilters } from '@/blocks/properties-block/schema';
import { useBlockListings } from './use-block-listings';
import styles from './styles.module.pcss';

export interface PropertiesListingsProps {
  filters: PropertiesBlockFilters;
  locale: Locale;
  /** The search page path in this locale. */
  searchPath: string;
}

/**
 * The block's listings beside a map of them. Hovering a card opens its popup on the map;
 * a see-all link (to the search with the same filters) shows when more than one listing
 * matches, and a see-more card completes a row of exactly three.
 */
export function PropertiesListings({ filters, locale, searchPath }: PropertiesListingsProps) {
  const t = useTranslations('search');
  const state = useBlockListings(filters, filters.limit);
  const [hovered, setHovered] = useState<string | null>(null);
  const listings = useMemo(() => (state.status === 'ready' ? state.listings : []), [state]);
  const markers = useMemo(() => markersOf(listings), [listings]);
  const href = seeAllHref(searchPath, filters);

  if (state.status === 'error') return null;
  if (state.status === 'loading') {
    return (
      <p className={styles.loading} role="status">
        <Icon icon="spinner" /> {t('featured.loading')}
      </p>
    );
  }
  if (listings.length === 0) return null;

  return (
    <div className={styles.body}>
      <div className={styles.listColumn}>
        <ul className={styles.list} aria-label={t('results.list-label')}>
          {listings.map((listing, index) => (
            <li key={listing.uls} className={cx(index >= VISIBLE_BELOW_XL && styles.wideOnly)}>
              <ListingCard listing={listing} locale={locale} onHover={setHovered} highlighted={hovered === String(listing.uls)} />
            </li>
          ))}
          {showsSeeMoreCard(listings.length) ? (
            <li className={styles.wideOnly}>
              <Link href={href} className={styles.seeMore}>
                <Icon icon="search" size={32} />
                <strong>{t('card.see-more-title')}</strong>
                <span>{t('card.see-more-text')}</span>
              </Link>
            </li>
          ) : null}
        </ul>
        {showsSeeAll(state.total) ? (
          <Link href={href} className={cx('btn btn--secondary', styles.seeAll)}>
            {t('featured.see-all')} <Icon icon="arrow-right" />
          </Link>
        ) : null}
      </div>
      <div className={styles.mapColumn}>
        <LazyListingsMap markers={markers} hoveredId={hovered} fitKey={markers.map((m) => m.block_params.hover_id).join(',')} label={t('results.map-label')} className={styles.map} />
      </div>
    </div>
  );
}

'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { cx } from '@/blocks/shared/content/cx';
import { seeAllHref } from '@/blocks/properties-block/block-filters';
import { useBlockListings } from '@/blocks/properties-block/use-block-listings';
import { ListingCard } from '@/blocks/shared/listing-card/ListingCard';
import type { Locale } from '@/lib/i18n/locales';
import type { ListingItem } from '@/lib/listing-search/types';
import type { PropertiesSliderFields } from '@/blocks/properties-slider-block/schema';
import { showsSearchLink, slideNext, slidePrev } from './slider';
import styles from './styles.module.pcss';
import listingBlock from '../properties-block/styles.module.pcss';
import carousel from '../featured-properties-block/styles.module.pcss';

export interface PropertiesSliderListingsProps {
  filters: PropertiesSliderFields['filters'];
  locale: Locale;
  /** The search page path in this locale. */
  searchPath: string;
  /** The block title, naming the carousel region. */
  label: string | null;
}

/**
 * The slider's listings: loading, nothing when none match, else the carousel and, when
 * more listings match than are listed, a link to the search with the same filters.
 */
export function PropertiesSliderListings({ filters, locale, searchPath, label }: PropertiesSliderListingsProps) {
  const t = useTranslations('search');
  const state = useBlockListings(filters, filters.limit);

  if (state.status === 'error') return null;
  if (state.status === 'loading') {
    return (
      <p className={listingBlock.loading} role="status">
        <Icon icon="spinner" /> {t('slider.loading')}
      </p>
    );
  }
  if (state.listings.length === 0) return null;

  return (
    <div className={styles.body}>
      <ListingsCarousel listings={state.listings} locale={locale} label={label ?? t('slider.label')} />
      {showsSearchLink(state.total, state.listings.length) ? (
        <Link href={seeAllHref(searchPath, filters)} className={cx('btn btn--secondary', styles.searchLink)}>
          {t('slider.see-all', { total: state.total })} <Icon icon="arrow-right" />
        </Link>
      ) : null}
    </div>
  );
}

/** Embla carousel of listing cards; the arrows show only when the cards do not all fit. */
function ListingsCarousel({ listings, locale, label }: { listings: ListingItem[]; locale: Locale; label: string }) {
  const t = useTranslations('search.slider');
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', slidesToScroll: 1 });
  // Embla re-measures on resize (reInit): render again so the arrows follow the new snap count.
  const [, setLayouts] = useState(0);
  useEffect(() => {
    if (!api) return;
    const relayout = () => setLayouts((n) => n + 1);
    api.on('reInit', relayout);
    return () => {
      api.off('reInit', relayout);
    };
  }, [api]);
  const scrollable = (api?.scrollSnapList().length ?? 0) > 1;

  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {listings.map((listing, index) => (
            <li
              key={listing.uls}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, total: listings.length })}
            >
              <ListingCard listing={listing} locale={locale} className={styles.card} />
            </li>
          ))}
        </ul>
      </div>
      {scrollable ? (
        <div className={styles.controls}>
          <button type="button" className={carousel.arrow} onClick={() => api && slidePrev(api)} aria-label={t('previous')}>
            <Icon icon="arrow-left" size={20} />
          </button>
          <button type="button" className={carousel.arrow} onClick={() => api && slideNext(api)} aria-label={t('next')}>
            <Icon icon="arrow-right" size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

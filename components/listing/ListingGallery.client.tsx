'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { mediaSrcSet } from '@/lib/media/urls';
import { galleryCounter } from './gallery-counter';
import styles from './gallery.module.css';
import { useSelectedSlide } from '@/blocks/shared/use-selected-slide';

export interface ListingGalleryProps {
  photos: string[];
  /** Alternative text base: the listing's address. */
  alt: string;
  /** Each photo's own description, in order ('' where there is none: the address and its number then). */
  alts?: readonly string[] | null;
}

/**
 * The listing's photos as a looping carousel (spec 000: carousels wrap around) with
 * arrows and a '01 / 12' counter. Only the first photo loads eagerly.
 */
export function ListingGallery({ photos, alt, alts = null }: ListingGalleryProps) {
  const t = useTranslations('search.listing');
  const [viewportRef, api] = useEmblaCarousel({ loop: true });
  const selected = useSelectedSlide(api);

  const total = photos.length;
  if (total === 0) return null;
  return (
    <section className={styles.gallery} aria-roledescription="carousel" aria-label={t('gallery')}>
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {photos.map((photo, index) => (
            <div
              key={`${photo}-${index}`}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('photo', { index: index + 1, total })}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- listing photos come from the listings service */}
              <img src={photo} srcSet={mediaSrcSet(photo, null)} sizes="(min-width: 1024px) 66vw, 100vw" alt={alts?.[index] || `${alt} — ${index + 1}`} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : undefined} decoding="async" className={styles.photo} />
            </div>
          ))}
        </div>
      </div>
      {total > 1 ? (
        <div className={styles.controls}>
          <button type="button" className={styles.arrow} onClick={() => api?.scrollPrev()} aria-label={t('previous')}>
            <Icon icon="chevron-left" size={20} />
          </button>
          <span className={styles.counter} aria-live="polite">
            {galleryCounter(selected, total)}
          </span>
          <button type="button" className={styles.arrow} onClick={() => api?.scrollNext()} aria-label={t('next')}>
            <Icon icon="chevron-right" size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}

'use client';

import { Children, useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { FEATURED_AUTOPLAY_MS, progressDurationMs } from './autoplay';
import styles from './styles.module.pcss';
import { useReducedMotion } from '../shared/use-reduced-motion';
import { useSelectedSlide } from '../shared/use-selected-slide';

export interface FeaturedCarouselProps {
  /** The slides, rendered on the server. */
  children: ReactNode;
  label: string;
}

/**
 * A looping carousel that advances every FEATURED_AUTOPLAY_MS. With more than one slide,
 * arrows and a progress bar (restarted on every slide) show. Autoplay pauses while the
 * visitor hovers or focuses the carousel, and stays off for reduced motion.
 */
export function FeaturedCarousel({ children, label }: FeaturedCarouselProps) {
  const t = useTranslations('search.featured');
  const slides = Children.toArray(children);
  const many = slides.length > 1;
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', active: many });
  const selected = useSelectedSlide(api);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();

  const playing = many && !paused && !reducedMotion;
  // A new timer per slide: a manual move restarts the full delay.
  useEffect(() => {
    if (!api || !playing) return;
    const timer = setTimeout(() => api.scrollNext(), FEATURED_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [api, playing, selected]);

  const progressStyle = { '--featured-progress-ms': `${progressDurationMs()}ms` } as CSSProperties;

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.track}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, total: slides.length })}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many ? (
        <div className={styles.controls}>
          <div className={styles.progress} style={progressStyle} aria-hidden="true">
            {/* Keyed by slide so the fill animation restarts with each one. */}
            <span key={selected} className={styles.progressFill} data-playing={playing} />
          </div>
          <button type="button" className={styles.arrow} onClick={() => api?.scrollPrev()} aria-label={t('previous')}>
            <Icon icon="arrow-left" size={20} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => api?.scrollNext()} aria-label={t('next')}>
            <Icon icon="arrow-right" size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

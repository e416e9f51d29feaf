'use client';

import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { slideNext, slidePrev } from '../properties-slider-block/slider';
import { Icon } from './content/Icon';
import { twoDigits } from './counters';
import styles from './slide-carousel.module.pcss';

export interface SlideCarouselProps {
  slides: ReactNode[];
  label: string;
  labels: { previous: string; next: string; slide: string };
  /** Autoplay period; paused on hover, focus, and for reduced motion. */
  autoplayMs?: number;
  /** "01 / 04" counter (spec 001 §9: zero-padded to 2 digits). */
  counter?: boolean;
  slidesToScroll?: number;
  breakpoints?: Record<string, { slidesToScroll: number }>;
  /** CSS custom properties sizing the slides (--slide-width per tier, --gap). */
  className?: string;
  style?: CSSProperties;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * Embla carousel of server-rendered slides, loaded only by the blocks that show one:
 * looping arrows, optional autoplay and counter. The slide width comes from the block's CSS.
 */
export function SlideCarousel({ slides, label, labels, autoplayMs, counter, slidesToScroll = 1, breakpoints, className, style }: SlideCarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: slides.length > 1, align: 'start', slidesToScroll, breakpoints, duration: 30 });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList().length);
    };
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  useEffect(() => {
    if (!api || !autoplayMs || paused || snaps < 2) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => slideNext(api), autoplayMs);
    return () => window.clearInterval(timer);
  }, [api, autoplayMs, paused, snaps]);

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      style={style}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track}>
          {slides.map((slide, index) => (
            <li key={index} className={styles.slide} aria-roledescription="slide" aria-label={fill(labels.slide, { index: index + 1, total: slides.length })}>
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {snaps > 1 ? (
        <div className={styles.controls}>
          {counter ? (
            <p className={styles.counter} aria-live="polite">
              <strong>{twoDigits(selected + 1)}</strong> / {twoDigits(snaps)}
            </p>
          ) : null}
          <button type="button" className={styles.arrow} onClick={() => api && slidePrev(api)} aria-label={labels.previous}>
            <Icon icon="arrow-left" size={20} />
          </button>
          <button type="button" className={styles.arrow} onClick={() => api && slideNext(api)} aria-label={labels.next}>
            <Icon icon="arrow-right" size={20} />
          </button>
        </div>
      ) : null}
    </div>
  );
}

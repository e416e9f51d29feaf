'use client';

import useEmblaCarousel from 'embla-carousel-react';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '@/blocks/shared/content/Icon';
import { cx } from '@/blocks/shared/content/cx';
import { slideNext, slidePrev } from '@/blocks/properties-slider-block/slider';
import { padCounter } from '@/lib/trust/rating';
import styles from './carousel.module.pcss';
import { useReducedMotion } from '../use-reduced-motion';

export interface CarouselProps {
  slides: ReactNode[];
  /** Names the carousel region. */
  label: string;
  /** Slides per view at the widest: 1, or 3 (1 below 768 px, 2 below 1200 px). */
  perView?: 1 | 3;
  /** Milliseconds between slides; none by default. Paused on hover, focus, reduced motion, or by the button. */
  autoplayMs?: number;
  dots?: boolean;
  /** '01 / 04' beside the arrows. */
  counter?: boolean;
  className?: string;
}

/**
 * Embla carousel of the testimonial blocks. Keyboard: Tab reaches the arrows, the dots and
 * the region, where ArrowLeft / ArrowRight (and Home / End) move; navigation wraps around.
 * Slides out of view are inert so Tab never lands in a hidden slide.
 */
export function Carousel({ slides, label, perView = 1, autoplayMs, dots = false, counter = false, className }: CarouselProps) {
  const t = useTranslations('trust');
  const [viewportRef, api] = useEmblaCarousel({ loop: slides.length > perView, align: 'start', duration: 30 });
  const [selected, setSelected] = useState(0);
  const [snaps, setSnaps] = useState(0);
  const [inView, setInView] = useState<number[] | null>(null);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnaps(api.scrollSnapList().length);
      setInView(api.slidesInView());
    };
    sync();
    api.on('select', sync).on('reInit', sync).on('slidesInView', sync);
    return () => {
      api.off('select', sync).off('reInit', sync).off('slidesInView', sync);
    };
  }, [api]);

  const running = !!autoplayMs && !paused && !hovered && !focused && !reducedMotion && snaps > 1;
  useEffect(() => {
    if (!running || !api) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') slideNext(api);
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [running, api, autoplayMs]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!api) return;
      const moves: Record<string, () => void> = {
        ArrowRight: () => slideNext(api),
        ArrowLeft: () => slidePrev(api),
        Home: () => api.scrollTo(0),
        End: () => api.scrollTo(api.scrollSnapList().length - 1),
      };
      const move = moves[event.key];
      if (move && event.target === event.currentTarget) {
        event.preventDefault();
        move();
      }
    },
    [api],
  );

  const scrollable = snaps > 1;
  return (
    <div
      className={cx(styles.carousel, className)}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <ul className={styles.track} data-per-view={perView} aria-live={running ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <li
              key={index}
              className={styles.slide}
              aria-roledescription="slide"
              aria-label={t('slide', { index: index + 1, total: slides.length })}
              inert={inView !== null && !inView.includes(index)}
            >
              {slide}
            </li>
          ))}
        </ul>
      </div>
      {scrollable ? (
        <div className={styles.controls}>
          {autoplayMs ? (
            <button type="button" className={styles.arrow} onClick={() => setPaused((p) => !p)} aria-label={paused ? t('play') : t('pause')}>
              <Icon icon={paused ? 'play' : 'pause'} size={18} />
            </button>
          ) : null}
          <button type="button" className={styles.arrow} onClick={() => api && slidePrev(api)} aria-label={t('previous')}>
            <Icon icon="arrow-left" size={20} />
          </button>
          {counter ? (
            <span className={styles.counter} aria-hidden="true">
              {padCounter(selected + 1)} / {padCounter(snaps)}
            </span>
          ) : null}
          <button type="button" className={styles.arrow} onClick={() => api && slideNext(api)} aria-label={t('next')}>
            <Icon icon="arrow-right" size={20} />
          </button>
          {dots ? (
            <div className={styles.dots}>
              {Array.from({ length: snaps }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.dot}
                  aria-label={t('go-to', { index: index + 1 })}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => api?.scrollTo(index)}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

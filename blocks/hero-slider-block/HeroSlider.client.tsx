'use client';

import { useCallback, useEffect, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Icon } from '../shared/content/Icon';
import { HERO_AUTOPLAY_MS, HERO_SPEED_MS, nextSlide, prevSlide, previewSlide, sliderEnabled } from './slider';
import styles from './styles.module.pcss';
import { useReducedMotion } from '../shared/use-reduced-motion';

export interface SlideThumb {
  url: string | null;
  title: string;
}

interface Labels {
  /** "Diapositive {index} sur {total}" */
  slide: string;
  goTo: string;
  next: string;
  pause: string;
  play: string;
}

const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * The slider's state: which slide shows, autoplay every 8 s (paused while focus or the
 * pointer is inside, when the visitor prefers reduced motion, or by the pause button),
 * wrap-around, progress bars that jump to their slide, and a thumbnail of the next one.
 * With a single slide none of the controls render.
 */
export function HeroSliderFrame({ slides, thumbs, showPreview, labels }: { slides: ReactNode[]; thumbs: SlideThumb[]; showPreview: boolean; labels: Labels }) {
  const count = slides.length;
  const enabled = sliderEnabled(count);
  const [index, setIndex] = useState(0);
  const [focused, setFocused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reduced = useReducedMotion();

  const paused = !enabled || focused || hovered || stopped || reduced;
  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => setIndex((i) => nextSlide(i, count)), HERO_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [paused, index, count]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (!enabled) return;
      if (event.key === 'ArrowRight') setIndex((i) => nextSlide(i, count));
      else if (event.key === 'ArrowLeft') setIndex((i) => prevSlide(i, count));
      else return;
      event.preventDefault();
    },
    [enabled, count],
  );

  const preview = thumbs[previewSlide(index, count)];
  const style = { '--hero-speed': `${HERO_SPEED_MS}ms`, '--hero-autoplay': `${HERO_AUTOPLAY_MS}ms` } as CSSProperties;
  return (
    <div
      className={styles.frame}
      style={style}
      data-paused={paused || undefined}
      onKeyDown={onKeyDown}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      {slides.map((slide, i) => (
        <div
          key={i}
          className={styles.panel}
          data-active={i === index || undefined}
          role="group"
          aria-roledescription="slide"
          aria-label={fill(labels.slide, { index: i + 1, total: count })}
          aria-hidden={i !== index}
          inert={i !== index}
        >
          {slide}
        </div>
      ))}
      {enabled ? (
        <div className={`container ${styles.controls}`}>
          <div className={styles.bars}>
            {slides.map((_, i) => (
              <button
                key={i}
                type="button"
                className={styles.bar}
                aria-current={i === index ? 'true' : undefined}
                aria-label={fill(labels.goTo, { index: i + 1, total: count })}
                onClick={() => setIndex(i)}
              >
                <span className={styles.barFill} key={i === index ? `on-${index}` : 'off'} />
              </button>
            ))}
            <button type="button" className={styles.pause} onClick={() => setStopped((s) => !s)} aria-pressed={stopped}>
              <Icon icon={stopped ? 'play' : 'pause'} size={14} />
              <span className="visually-hidden">{stopped ? labels.play : labels.pause}</span>
            </button>
          </div>
          {showPreview && preview ? (
            <button type="button" className={styles.thumb} onClick={() => setIndex(previewSlide(index, count))}>
              {/* eslint-disable-next-line @next/next/no-img-element -- CMS asset, decorative here */}
              {preview.url ? <img src={preview.url} alt="" className={styles.thumbImage} /> : null}
              <span className={styles.thumbText}>
                <span className={styles.thumbLabel}>{labels.next}</span>
                <span className="visually-hidden"> : </span>
                <span className={styles.thumbTitle}>{preview.title}</span>
              </span>
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { DEFAULT_MARKER_COLOR } from '@/lib/maps/rules';
import { LazyPlacesMap } from './LazyPlacesMap.client';
import type { PlaceMarker } from './PlacesMap.client';
import { useInView } from './use-in-view';
import styles from './activatable-map.module.pcss';

interface ActivatableMapProps {
  markers: PlaceMarker[];
  color?: string | null;
  zoom?: number;
  label: string;
  className?: string;
  /** With an overlay, the map ignores the pointer until clicked (coordinates map). */
  clickToActivate?: boolean;
}

/**
 * A map that loads when it comes near the viewport. With clickToActivate, an overlay keeps
 * the page scrolling over it until the visitor clicks; the overlay comes back when the map
 * leaves the viewport (spec 001 "Coordinates map").
 */
export function ActivatableMap({ markers, color, zoom, label, className, clickToActivate = false }: ActivatableMapProps) {
  const t = useTranslations('places.map');
  const ref = useRef<HTMLDivElement>(null);
  const near = useInView(ref, '200px');
  const visible = useInView(ref, '0px');
  const [loaded, setLoaded] = useState(false);
  const [active, setActive] = useState(!clickToActivate);
  const [themed, setThemed] = useState(DEFAULT_MARKER_COLOR);

  // Adjusted while rendering (not in an effect): loaded once near, re-armed once out of view.
  if (near && !loaded) setLoaded(true);
  if (clickToActivate && !visible && active) setActive(false);
  useEffect(() => {
    if (!ref.current) return;
    const value = getComputedStyle(ref.current).getPropertyValue('--swb-map-marker-color').trim();
    if (/^#[0-9a-f]{3,6}$/i.test(value)) setThemed(value);
  }, []);

  return (
    <div ref={ref} className={`${styles.frame} ${className ?? ''}`} data-map-active={active || undefined}>
      {loaded ? (
        <LazyPlacesMap markers={markers} color={color || themed} zoom={zoom} label={label} interactive={active} />
      ) : (
        <p className={styles.loading}>{t('loading')}</p>
      )}
      {clickToActivate && !active ? (
        <button type="button" className={styles.activate} onClick={() => setActive(true)}>
          <span>{t('activate')}</span>
        </button>
      ) : null}
    </div>
  );
}

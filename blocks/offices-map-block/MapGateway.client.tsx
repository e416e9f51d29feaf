'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/blocks/shared/content/Icon';
import { LazyPlacesMap, loadPlacesMap } from '@/blocks/shared/places/LazyPlacesMap.client';
import type { PlaceMarker } from '@/blocks/shared/places/PlacesMap.client';
import { useInView } from '@/blocks/shared/places/use-in-view';
import { DEFAULT_MARKER_COLOR } from '@/lib/maps/rules';

interface MapGatewayProps {
  markers: PlaceMarker[];
  color: string | null;
  activeId: string | null;
  hoveredId: string | null;
  onSelect: (id: string) => void;
  label: string;
  className?: string;
  /** The element whose size changes should re-size the map (the page's blocks). */
  observe: () => Element | null;
}

/**
 * The map waits behind a gateway: once the block enters the viewport, Leaflet is fetched
 * in the background and the "Show the map" button is offered; the map mounts on its click
 * (spec 001 "Offices with map"). Nothing of Leaflet loads for visitors who never scroll here.
 */
export function MapGateway({ markers, color, activeId, hoveredId, onSelect, label, className, observe }: MapGatewayProps) {
  const t = useTranslations('places.map');
  const ref = useRef<HTMLDivElement>(null);
  const inView = useInView(ref, '0px');
  const [open, setOpen] = useState(false);
  const [resolvedColor, setResolvedColor] = useState(color ?? DEFAULT_MARKER_COLOR);

  useEffect(() => {
    if (inView) void loadPlacesMap();
  }, [inView]);

  useEffect(() => {
    if (color || !ref.current) return;
    const themed = getComputedStyle(ref.current).getPropertyValue('--swb-map-marker-color').trim();
    if (/^#[0-9a-f]{3,6}$/i.test(themed)) setResolvedColor(themed);
  }, [color]);

  return (
    <div ref={ref} className={className} data-map-state={open ? 'open' : inView ? 'ready' : 'waiting'}>
      {open ? (
        <LazyPlacesMap
          markers={markers}
          color={color ?? resolvedColor}
          activeId={activeId}
          hoveredId={hoveredId}
          onSelect={onSelect}
          label={label}
          observe={observe()}
        />
      ) : (
        <div className="places-gateway">
          <button type="button" className="btn btn--primary" onClick={() => setOpen(true)} disabled={!inView}>
            <Icon icon="map-pin" /> {t('load')}
          </button>
          <p>{t('load-hint')}</p>
        </div>
      )}
    </div>
  );
}

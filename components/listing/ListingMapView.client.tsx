'use client';

import 'leaflet/dist/leaflet.css';
import { useEffect, useRef } from 'react';
import '@/blocks/property-search-results-block/map/listings-map.css';
import L from 'leaflet';
import { useTranslations } from 'next-intl';
import { addBaseMap } from '@/blocks/property-search-results-block/map/base-map';
import { MARKER_STYLE } from '@/blocks/property-search-results-block/map/tiles';
import type { Coords } from '@/lib/listings/types';

export interface ListingMapViewProps {
  coords: Coords;
  label: string;
  className?: string;
}

/**
 * One listing on a small Leaflet map: a circle marker (no marker image to load), and
 * transparent error tiles so the map stays usable without tile network access.
 */
export default function ListingMapView({ coords, label, className }: ListingMapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { lat, lng } = coords;
  const t = useTranslations('search');
  const zoomIn = t('map.zoom-in');
  const zoomOut = t('map.zoom-out');
  const tilesUnavailable = t('map.tiles-unavailable');

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { scrollWheelZoom: false, zoomControl: false, attributionControl: true }).setView([lat, lng], 14);
    // The marker: radius 8 and a stroke of MARKER_STYLE.weight / 2 (no place name on it).
    addBaseMap(map, { zoomIn, zoomOut, tilesUnavailable }, { obstacles: () => [{ lat, lng, radius: 8 + MARKER_STYLE.weight / 4 }] });
    const color = getComputedStyle(container).getPropertyValue('--swb-map-marker-color').trim() || '#003da5';
    L.circleMarker([lat, lng], { radius: 8, weight: MARKER_STYLE.weight / 2, color, opacity: MARKER_STYLE.opacity, fillColor: color, fillOpacity: 1 }).addTo(map);
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      resize.disconnect();
      map.remove();
    };
  }, [lat, lng, zoomIn, zoomOut, tilesUnavailable]);

  return <div ref={containerRef} className={className} role="region" aria-label={label} data-lat={lat} data-lng={lng} />;
}

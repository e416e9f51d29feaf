'use client';

import 'leaflet/dist/leaflet.css';
// The offline backdrop's note and place names (the search map's styles).
import '@/blocks/property-search-results-block/map/listings-map.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { addBaseMap } from '@/blocks/property-search-results-block/map/base-map';
import styles from './styles.module.css';

export interface PositionPickerProps {
  lat: number;
  lng: number;
  label: string;
  labels: { zoomIn: string; zoomOut: string; tilesUnavailable: string };
  onChange: (lat: number, lng: number) => void;
}

const round = (n: number) => Number(n.toFixed(6));

/**
 * The listing's position on a map: a click moves the marker there, the marker can be
 * dragged (no geocoding service is reachable). Loaded only in the listing form.
 */
export default function PositionPicker({ lat, lng, label, labels, onChange }: PositionPickerProps) {
  const container = useRef<HTMLDivElement>(null);
  const marker = useRef<L.Marker | null>(null);
  const map = useRef<L.Map | null>(null);
  const change = useRef(onChange);
  useEffect(() => {
    change.current = onChange;
  }, [onChange]);

  useEffect(() => {
    if (!container.current) return;
    const m = L.map(container.current, { zoomControl: false }).setView([lat, lng], 14);
    // No place name under the marker (22 px and its outline).
    const base = addBaseMap(m, labels, { obstacles: () => (marker.current ? [{ ...marker.current.getLatLng(), radius: 13 }] : []) });
    // A draggable marker without an image: a div icon (Leaflet's default icon is a PNG).
    const dot = L.marker([lat, lng], {
      draggable: true,
      keyboard: true,
      title: label,
      icon: L.divIcon({ className: 'position-picker-marker', iconSize: [22, 22], html: '<span style="display:block;width:22px;height:22px;border-radius:50%;background:#003da5;border:3px solid #fff;box-shadow:0 0 0 1px #003da5"></span>' }),
    }).addTo(m);
    dot.on('dragend', () => {
      const p = dot.getLatLng();
      change.current(round(p.lat), round(p.lng));
      base.refreshLabels();
    });
    m.on('click', (event: L.LeafletMouseEvent) => {
      dot.setLatLng(event.latlng);
      change.current(round(event.latlng.lat), round(event.latlng.lng));
      base.refreshLabels();
    });
    map.current = m;
    marker.current = dot;
    return () => {
      m.remove();
      map.current = null;
    };
    // The map is made once; later positions move the marker (effect below).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const dot = marker.current;
    if (!dot) return;
    const here = dot.getLatLng();
    if (round(here.lat) !== round(lat) || round(here.lng) !== round(lng)) {
      dot.setLatLng([lat, lng]);
      map.current?.panTo([lat, lng]);
    }
  }, [lat, lng]);

  return <div ref={container} role="region" aria-label={label} className={styles.positionMap} style={{ height: 320, borderRadius: 8 }} data-testid="position-picker" />;
}

'use client';

import 'leaflet/dist/leaflet.css';
import '@/blocks/property-search-results-block/map/listings-map.css';
import './places-map.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { TILE_ATTRIBUTION, TILE_URL, TRANSPARENT_TILE } from '@/blocks/property-search-results-block/map/tiles';
import { markerStyle } from '@/lib/maps/rules';
import { createOverlayTimers, type OverlayTimers } from '@/lib/maps/overlay-timers';

export interface PlaceMarker {
  id: string;
  coords: { lat: number; lng: number };
  /** Tooltip text (escaped by Leaflet's text content). */
  title: string;
  /** Popup content, already escaped HTML. */
  popupHtml: string;
}

export interface PlacesMapProps {
  markers: PlaceMarker[];
  color: string;
  activeId?: string | null;
  hoveredId?: string | null;
  onSelect?: (id: string) => void;
  /** False: the map is shown but ignores drag, zoom and keys (coordinates map overlay). */
  interactive?: boolean;
  /** Zoom of a single-marker map. */
  zoom?: number;
  label: string;
  className?: string;
  /** Also re-measure when this element changes size (neighbouring blocks growing or shrinking). */
  observe?: Element | null;
}

const handlers = ['dragging', 'touchZoom', 'doubleClickZoom', 'scrollWheelZoom', 'boxZoom', 'keyboard'] as const;

/**
 * Leaflet map of places (offices, custom markers): circle markers styled by spec 001
 * section 9, a tooltip on hover and a popup on click, both debounced 50 ms, the tooltip
 * only while no popup is open. Loaded lazily (LazyPlacesMap) where a map is shown.
 */
export default function PlacesMap(props: PlacesMapProps) {
  const { markers, color, activeId = null, hoveredId = null, interactive = true, zoom = 15, label, className, observe } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const circlesRef = useRef(new Map<string, L.CircleMarker>());
  const timersRef = useRef<OverlayTimers | null>(null);
  const pointerRef = useRef<string | null>(null);
  const state = useRef({ activeId, hoveredId, color, onSelect: props.onSelect, markers });
  // First effect of each render: the map's handlers read the latest props from here.
  useEffect(() => {
    state.current = { activeId, hoveredId, color, onSelect: props.onSelect, markers };
  });

  const restyle = () => {
    const s = state.current;
    for (const [id, circle] of circlesRef.current) {
      circle.setStyle(markerStyle(s.color, id === s.activeId || id === s.hoveredId || id === pointerRef.current));
    }
  };

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: true, attributionControl: true, scrollWheelZoom: false });
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, errorTileUrl: TRANSPARENT_TILE, maxZoom: 19, crossOrigin: true }).addTo(map);
    mapRef.current = map;
    const popup = L.popup({ closeButton: true, autoPan: true, offset: [0, -6], className: 'place-popup-wrapper' });
    const tooltip = L.tooltip({ direction: 'top', offset: [0, -10], className: 'place-tooltip' });
    const byId = (id: string) => state.current.markers.find((m) => m.id === id);
    timersRef.current = createOverlayTimers({
      openPopup(id) {
        const m = byId(id);
        if (m) popup.setLatLng(m.coords).setContent(m.popupHtml).openOn(map);
      },
      closePopup: () => map.closePopup(popup),
      openTooltip(id) {
        const m = byId(id);
        if (m) tooltip.setLatLng(m.coords).setContent(m.title).openOn(map);
      },
      closeTooltip: () => map.closeTooltip(tooltip),
    });
    map.on('popupclose', () => timersRef.current?.popupClosed());
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    if (observe) resize.observe(observe);
    const circles = circlesRef.current;
    return () => {
      timersRef.current?.dispose();
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      circles.clear();
    };
    // The map is created once; later props are read from state.current.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Markers: redraw and fit the view to them.
  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const circle of circlesRef.current.values()) circle.remove();
    circlesRef.current.clear();
    for (const m of markers) {
      const circle = L.circleMarker(m.coords, markerStyle(state.current.color, false)).addTo(map);
      circle.on('mouseover', () => {
        pointerRef.current = m.id;
        restyle();
        timersRef.current?.hover(m.id);
      });
      circle.on('mouseout', () => {
        pointerRef.current = null;
        restyle();
        timersRef.current?.hover(null);
      });
      circle.on('click', () => {
        timersRef.current?.popup(m.id);
        state.current.onSelect?.(m.id);
      });
      circlesRef.current.set(m.id, circle);
    }
    if (markers.length === 1) map.setView(markers[0]!.coords, zoom);
    else if (markers.length > 1) map.fitBounds(L.latLngBounds(markers.map((m) => m.coords)), { padding: [40, 40], maxZoom: 14 });
    else map.setView({ lat: 46.81, lng: -71.21 }, 6);
    restyle();
  }, [markers, zoom]);

  // The active office (list click or focus): its popup opens and the map shows it.
  useEffect(() => {
    restyle();
    const map = mapRef.current;
    const m = markers.find((x) => x.id === activeId);
    if (!map || !m || timersRef.current?.popupId === m.id) return;
    if (!map.getBounds().contains(m.coords)) map.panTo(m.coords);
    timersRef.current?.popup(m.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeId]);

  useEffect(restyle, [hoveredId, color]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    for (const h of handlers) {
      if (h === 'scrollWheelZoom') continue; // Never: a page scroll over the map must scroll the page.
      if (interactive) map[h].enable();
      else map[h].disable();
    }
  }, [interactive]);

  return <div ref={containerRef} className={`listings-map places-map ${className ?? ''}`} role="region" aria-label={label} />;
}

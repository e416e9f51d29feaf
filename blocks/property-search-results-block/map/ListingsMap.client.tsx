'use client';

import 'leaflet/dist/leaflet.css';
import './listings-map.css';
import { useEffect, useRef } from 'react';
import L from 'leaflet';
import Supercluster, { type ClusterProperties } from 'supercluster';
import { useLocale, useTranslations } from 'next-intl';
import { formatBathCount } from '@/lib/format';
import type { Locale } from '@/lib/i18n/locales';
import type { MapBounds } from '@/lib/listings/filters';
import type { MapMarker } from '@/lib/listing-search/types';
import { useTooltips } from '@/stores/tooltips';
import { popupHtml, type PopupLabels } from './popup-html';
import { addBaseMap, type BaseMap, type MapObstacle } from './base-map';
import { DEFAULT_CENTER, MARKER_STYLE, POPUP_DEBOUNCE_MS } from './tiles';
import { useSiteFacts } from '@/stores/site-facts';

export interface ListingsMapProps {
  markers: MapMarker[];
  /** Listing hovered in the list: its popup opens on the map. */
  hoveredId: string | null;
  onBoundsChange?: (bounds: MapBounds) => void;
  /** Fit the view to the markers whenever this value changes (a new search). */
  fitKey: string;
  label: string;
  className?: string;
}

type PointProps = { hoverId: string };

/**
 * The Leaflet map of listings (a lazy leaf: Leaflet loads only where a map shows).
 * Markers are clustered with supercluster so thousands stay fluid; single listings are
 * circle markers whose popup (the listing tooltip, fetched once) opens on hover or click.
 */
export default function ListingsMap({ markers, hoveredId, onBoundsChange, fitKey, label, className }: ListingsMapProps) {
  const t = useTranslations('search');
  const locale = useLocale() as Locale;
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const layerRef = useRef<L.LayerGroup | null>(null);
  const popupRef = useRef<L.Popup | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const boundsCallback = useRef(onBoundsChange);
  const labelsRef = useRef<PopupLabels | null>(null);
  // Stable for the page's life (the layout's provider): the popup closure below keeps the first.
  const site = useSiteFacts();
  labelsRef.current = {
    loading: t('results.popup-loading'),
    unavailable: t('results.popup-unavailable'),
    bedrooms: (count) => t('card.bedrooms', { count }),
    bathrooms: (value) => t('card.bathrooms', { count: Number(value), value: formatBathCount(value, locale) ?? value }),
  };
  const baseLabels = { zoomIn: t('map.zoom-in'), zoomOut: t('map.zoom-out'), tilesUnavailable: t('map.tiles-unavailable') };
  useEffect(() => {
    boundsCallback.current = onBoundsChange;
  }, [onBoundsChange]);

  const markersRef = useRef(new Map<string, MapMarker>());
  const indexRef = useRef<Supercluster<PointProps> | null>(null);
  const baseRef = useRef<BaseMap | null>(null);
  /** What drawClusters drew last: the offline place names are set around it. */
  const obstaclesRef = useRef<MapObstacle[]>([]);

  /** Opens (after the 50 ms debounce) the popup of a listing, filled once its tooltip is known. */
  const schedulePopup = useRef((hoverId: string | null) => {
    clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      const map = mapRef.current;
      if (!map) return;
      const marker = hoverId ? markersRef.current.get(hoverId) : undefined;
      if (!marker) {
        popupRef.current?.close();
        return;
      }
      const labels = labelsRef.current!;
      const popup = (popupRef.current ??= L.popup({ closeButton: false, autoPan: false, offset: [0, -4], className: 'listing-popup-wrapper' }));
      const { tooltips, load } = useTooltips.getState();
      popup.setLatLng(marker.block_params.coords).setContent(popupHtml(tooltips[hoverId!], locale, labels)).openOn(map);
      void load(hoverId!, site).then((tooltip) => {
        if (popup.isOpen() && popup.getLatLng()?.equals(marker.block_params.coords)) popup.setContent(popupHtml(tooltip, locale, labels));
      });
    }, POPUP_DEBOUNCE_MS);
  });

  // The map itself, created once.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: false, attributionControl: true, preferCanvas: true }).setView(DEFAULT_CENTER, 7);
    baseRef.current = addBaseMap(map, baseLabels, { obstacles: () => obstaclesRef.current });
    mapRef.current = map;
    layerRef.current = L.layerGroup().addTo(map);
    const render = () => drawClusters();
    const report = () => {
      const b = map.getBounds();
      boundsCallback.current?.({ SouthWest_lat: b.getSouth(), SouthWest_lng: b.getWest(), NorthEast_lat: b.getNorth(), NorthEast_lng: b.getEast() });
    };
    map.on('moveend', render);
    map.on('moveend', report);
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    return () => {
      clearTimeout(timerRef.current);
      resize.disconnect();
      map.remove();
      mapRef.current = null;
      popupRef.current = null;
    };
    // drawClusters reads refs only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function drawClusters() {
    const map = mapRef.current;
    const layer = layerRef.current;
    const index = indexRef.current;
    if (!map || !layer || !index) return;
    layer.clearLayers();
    const drawn: MapObstacle[] = [];
    const b = map.getBounds();
    const color = getComputedStyle(containerRef.current!).getPropertyValue('--swb-map-marker-color').trim() || '#003da5';
    for (const feature of index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.round(map.getZoom()))) {
      const [lng, lat] = feature.geometry.coordinates as [number, number];
      const props = feature.properties as ClusterProperties | PointProps;
      if ('cluster' in props && props.cluster) {
        const count = props.point_count;
        const size = count < 10 ? 32 : count < 100 ? 38 : 46;
        // The cluster's disc and its 6 px ring (listings-map.css).
        drawn.push({ lat, lng, radius: size / 2 + 6 });
        const icon = L.divIcon({
          className: 'listings-cluster',
          html: `<span role="img" aria-label="${t('results.cluster', { count })}">${props.point_count_abbreviated}</span>`,
          iconSize: [size, size],
        });
        L.marker([lat, lng], { icon, keyboard: false })
          .on('click', () => map.setView([lat, lng], index.getClusterExpansionZoom(feature.id as number)))
          .addTo(layer);
        continue;
      }
      const hoverId = (props as PointProps).hoverId;
      // The dot and its translucent stroke (the hit area).
      drawn.push({ lat, lng, radius: MARKER_STYLE.radius + MARKER_STYLE.weight / 2 });
      const circle = L.circleMarker([lat, lng], {
        radius: MARKER_STYLE.radius,
        weight: MARKER_STYLE.weight,
        color,
        opacity: MARKER_STYLE.opacity,
        fillColor: color,
        fillOpacity: 1,
      });
      circle.on('mouseover', () => {
        circle.setStyle({ opacity: MARKER_STYLE.hoverOpacity });
        schedulePopup.current(hoverId);
      });
      circle.on('mouseout', () => circle.setStyle({ opacity: MARKER_STYLE.opacity }));
      circle.on('click', () => schedulePopup.current(hoverId));
      circle.addTo(layer);
    }
    obstaclesRef.current = drawn;
    baseRef.current?.refreshLabels();
  }

  // New markers: rebuild the cluster index and redraw.
  useEffect(() => {
    markersRef.current = new Map(markers.map((m) => [m.block_params.hover_id, m]));
    const index = new Supercluster<PointProps>({ radius: 60, maxZoom: 16 });
    index.load(
      markers.map((m) => ({
        type: 'Feature' as const,
        properties: { hoverId: m.block_params.hover_id },
        geometry: { type: 'Point' as const, coordinates: [m.block_params.coords.lng, m.block_params.coords.lat] },
      })),
    );
    indexRef.current = index;
    drawClusters();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [markers]);

  // A new search: show all its markers.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || markersRef.current.size === 0) return;
    const bounds = L.latLngBounds([...markersRef.current.values()].map((m) => m.block_params.coords));
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 14, animate: false });
  }, [fitKey]);

  useEffect(() => {
    schedulePopup.current(hoveredId);
  }, [hoveredId]);

  return <div ref={containerRef} className={`listings-map ${className ?? ''}`} role="region" aria-label={label} />;
}

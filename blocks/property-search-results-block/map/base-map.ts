import L from 'leaflet';
import { TILE_ATTRIBUTION, TILE_URL, TRANSPARENT_TILE } from './tiles';

export interface BaseMapLabels {
  zoomIn: string;
  zoomOut: string;
  /** Shown on the map when its tiles cannot load (offline, blocked). */
  tilesUnavailable: string;
}

/** Population above which a municipality is labelled at a zoom level (fewer labels far out). */
function minPopulation(zoom: number): number {
  if (zoom < 8) return 100_000;
  if (zoom < 10) return 20_000;
  if (zoom < 12) return 5_000;
  return 0;
}

/**
 * The base layer every listings map shares: the tiles, a zoom control in the page's
 * language (Leaflet's own says "Zoom in" on French pages), and, when the tiles fail, a
 * note plus municipality names so the markers keep some context instead of a grey void.
 * The municipality table loads only then.
 */
export function addBaseMap(map: L.Map, labels: BaseMapLabels): void {
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  const tiles = L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, errorTileUrl: TRANSPARENT_TILE, maxZoom: 19, crossOrigin: true });
  let offline = false;
  tiles.on('tileerror', () => {
    if (offline) return;
    offline = true;
    const note = new L.Control({ position: 'bottomleft' });
    note.onAdd = () => {
      const element = L.DomUtil.create('p', 'map-offline-note');
      element.setAttribute('role', 'status');
      element.textContent = labels.tilesUnavailable;
      return element;
    };
    note.addTo(map);
    void import('@/lib/listings/municipalities-data').then(({ MUNICIPALITIES }) => {
      const layer = L.layerGroup().addTo(map);
      const draw = () => {
        layer.clearLayers();
        const bounds = map.getBounds();
        const floor = minPopulation(map.getZoom());
        for (const place of MUNICIPALITIES) {
          if (place.population < floor || !bounds.contains([place.lat, place.lng])) continue;
          L.marker([place.lat, place.lng], {
            interactive: false,
            keyboard: false,
            icon: L.divIcon({ className: 'map-offline-label', html: `<span>${escapeHtml(place.name)}</span>`, iconSize: undefined }),
          }).addTo(layer);
        }
      };
      draw();
      map.on('moveend', draw);
    });
  });
  tiles.addTo(map);
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

import L from 'leaflet';
import { placeLabels, type Box, type LabelCandidate } from './label-placement';
import { TILE_ATTRIBUTION, TILE_URL, TRANSPARENT_TILE } from './tiles';

export interface BaseMapLabels {
  zoomIn: string;
  zoomOut: string;
  /** Shown on the map when its tiles cannot load (offline, blocked). */
  tilesUnavailable: string;
}

/** Something drawn on the map that a place name must not cover: its centre and half its size in pixels. */
export interface MapObstacle {
  lat: number;
  lng: number;
  radius: number;
}

export interface BaseMapOptions {
  /** What the map draws now (markers, clusters); read each time the names are placed. */
  obstacles?: () => readonly MapObstacle[];
}

export interface BaseMap {
  /** Places the names again (after the markers changed). */
  refreshLabels(): void;
}

/** Population above which a municipality is labelled at a zoom level (fewer labels far out). */
function minPopulation(zoom: number): number {
  if (zoom < 8) return 100_000;
  if (zoom < 10) return 20_000;
  if (zoom < 12) return 5_000;
  return 0;
}

/** The names' pane: above the tiles, below the markers' canvas (400) and the markers (600). */
const LABEL_PANE = 'offline-labels';
const LABEL_FONT_PX = 12;
const LABEL_HEIGHT = 16;
/** Room the text halo and rounding take beyond the measured text. */
const LABEL_PADDING = 6;

/**
 * The base layer every listings map shares: the tiles, a zoom control in the page's
 * language (Leaflet's own says "Zoom in" on French pages), and, when the tiles fail, a
 * note plus municipality names so the markers keep some context instead of a grey void.
 * The names sit in a pane below the markers and are placed around what the map draws
 * (label-placement.ts): a name never covers a cluster or a marker, and one with no free
 * spot is left out. The municipality table loads only when the tiles fail.
 */
export function addBaseMap(map: L.Map, labels: BaseMapLabels, options: BaseMapOptions = {}): BaseMap {
  L.control.zoom({ zoomInTitle: labels.zoomIn, zoomOutTitle: labels.zoomOut }).addTo(map);
  const tiles = L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, errorTileUrl: TRANSPARENT_TILE, maxZoom: 19, crossOrigin: true });
  let offline = false;
  let removed = false;
  let refresh = () => {};
  map.on('unload', () => {
    removed = true;
  });
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
      // The map may have been removed (the component unmounted) while the table loaded.
      if (removed) return;
      if (!map.getPane(LABEL_PANE)) map.createPane(LABEL_PANE).style.zIndex = '350';
      const layer = L.layerGroup().addTo(map);
      const measure = textMeasurer(map.getContainer());
      let frame = 0;
      map.on('unload', () => cancelAnimationFrame(frame));
      const draw = () => {
        frame = 0;
        if (removed) return;
        layer.clearLayers();
        const bounds = map.getBounds();
        const floor = minPopulation(map.getZoom());
        const size = map.getSize();
        const candidates: (LabelCandidate & { lat: number; lng: number; name: string })[] = [];
        for (const place of MUNICIPALITIES) {
          if (place.population < floor || !bounds.contains([place.lat, place.lng])) continue;
          const point = map.latLngToContainerPoint([place.lat, place.lng]);
          candidates.push({
            id: place.code,
            name: place.name,
            lat: place.lat,
            lng: place.lng,
            x: point.x,
            y: point.y,
            width: Math.ceil(measure(place.name)) + LABEL_PADDING,
            height: LABEL_HEIGHT,
            priority: place.population,
          });
        }
        const byId = new Map(candidates.map((c) => [c.id, c]));
        for (const { id, box } of placeLabels(candidates, [...drawnObstacles(map, options.obstacles), ...controlBoxes(map)], {
          view: { x: 0, y: 0, width: size.x, height: size.y },
        })) {
          const place = byId.get(id)!;
          L.marker([place.lat, place.lng], {
            pane: LABEL_PANE,
            interactive: false,
            keyboard: false,
            icon: L.divIcon({
              className: 'map-offline-label',
              html: `<span>${escapeHtml(place.name)}</span>`,
              iconSize: [box.width, box.height],
              // The icon's top-left corner is placed at the point minus its anchor.
              iconAnchor: [place.x - box.x, place.y - box.y],
            }),
          }).addTo(layer);
        }
      };
      // Once per frame, after every moveend listener (the markers redraw on it too).
      refresh = () => {
        if (!frame) frame = requestAnimationFrame(draw);
      };
      refresh();
      map.on('moveend', refresh);
      map.on('resize', refresh);
    });
  });
  tiles.addTo(map);
  return { refreshLabels: () => refresh() };
}

/** The obstacles as boxes in container pixels. */
function drawnObstacles(map: L.Map, obstacles: BaseMapOptions['obstacles']): Box[] {
  return (obstacles?.() ?? []).map(({ lat, lng, radius }) => {
    const p = map.latLngToContainerPoint([lat, lng]);
    return { x: p.x - radius, y: p.y - radius, width: radius * 2, height: radius * 2 };
  });
}

/** The map's controls (zoom buttons, the offline note, the attribution): no name under them. */
function controlBoxes(map: L.Map): Box[] {
  const container = map.getContainer();
  const origin = container.getBoundingClientRect();
  return [...container.querySelectorAll('.leaflet-control')].map((element) => {
    const r = element.getBoundingClientRect();
    return { x: r.left - origin.left, y: r.top - origin.top, width: r.width, height: r.height };
  });
}

/** Width of a name in the labels' font (the map's family, LABEL_FONT_PX, weight 600). */
function textMeasurer(container: HTMLElement): (text: string) => number {
  const context = document.createElement('canvas').getContext('2d');
  const family = getComputedStyle(container).fontFamily || 'sans-serif';
  const widths = new Map<string, number>();
  return (text) => {
    let width = widths.get(text);
    if (width === undefined) {
      if (context) context.font = `600 ${LABEL_FONT_PX}px ${family}`;
      width = context ? context.measureText(text).width : text.length * LABEL_FONT_PX * 0.6;
      widths.set(text, width);
    }
    return width;
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

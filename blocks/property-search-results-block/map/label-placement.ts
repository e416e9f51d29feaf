/**
 * Where the offline map's place names go (pure, in screen pixels): a name never covers a
 * marker or a cluster, nor another name, nor leaves the map. Each name tries a few spots
 * around its place (on it, then above, below, right, left, a little farther each round); the largest places choose
 * first, and a name with no free spot is left out, as a printed map would.
 */

/** A rectangle in the map container's pixels (x, y: its top-left corner). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LabelCandidate {
  id: string;
  /** The place's position in the container's pixels. */
  x: number;
  y: number;
  /** The name's measured size. */
  width: number;
  height: number;
  /** Larger first (the population). */
  priority: number;
}

export interface PlacedLabel {
  id: string;
  box: Box;
}

export interface PlacementOptions {
  /** The visible map: a name must fit inside it. */
  view: Box;
  /** Free space kept around markers, clusters and the other names (default 3 px). */
  gap?: number;
  /** Distances between a place and a name set beside it, tried in order (default 4 to 36 px: past the largest cluster). */
  offsets?: readonly number[];
}

export function intersects(a: Box, b: Box, gap = 0): boolean {
  return a.x < b.x + b.width + gap && b.x < a.x + a.width + gap && a.y < b.y + b.height + gap && b.y < a.y + a.height + gap;
}

function inside(box: Box, view: Box): boolean {
  return box.x >= view.x && box.y >= view.y && box.x + box.width <= view.x + view.width && box.y + box.height <= view.y + view.height;
}

/**
 * The spots a name tries, in order: centred on its place, then above, below, right and left
 * of it at growing distances (a cluster on the place pushes its name beside the cluster).
 */
export function spotsFor(label: LabelCandidate, offsets: readonly number[]): Box[] {
  const { x, y, width: w, height: h } = label;
  const spots: Box[] = [{ x: x - w / 2, y: y - h / 2, width: w, height: h }];
  for (const d of offsets) {
    spots.push(
      { x: x - w / 2, y: y - h - d, width: w, height: h },
      { x: x - w / 2, y: y + d, width: w, height: h },
      { x: x + d, y: y - h / 2, width: w, height: h },
      { x: x - w - d, y: y - h / 2, width: w, height: h },
    );
  }
  return spots;
}

/**
 * The names that fit and where, given what must stay uncovered (`obstacles`: markers,
 * clusters, map controls). Deterministic: the same input gives the same map.
 */
export function placeLabels(candidates: readonly LabelCandidate[], obstacles: readonly Box[], options: PlacementOptions): PlacedLabel[] {
  const gap = options.gap ?? 3;
  const offsets = options.offsets ?? [4, 12, 24, 36];
  const placed: PlacedLabel[] = [];
  const order = [...candidates].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  for (const label of order) {
    const spot = spotsFor(label, offsets).find(
      (box) =>
        inside(box, options.view) &&
        !obstacles.some((o) => intersects(box, o, gap)) &&
        !placed.some((p) => intersects(box, p.box, gap)),
    );
    if (spot) placed.push({ id: label.id, box: spot });
  }
  return placed;
}

import { describe, expect, it } from 'vitest';
import { intersects, placeLabels, type Box, type LabelCandidate } from '@/blocks/property-search-results-block/map/label-placement';

/** The offline map's place names never cover a cluster, a marker or one another. */
const view: Box = { x: 0, y: 0, width: 1280, height: 480 };
const place = (id: string, x: number, y: number, priority = 1, width = 60): LabelCandidate => ({ id, x, y, width, height: 16, priority });
/** A cluster of 38 px (and its 6 px ring) centred on a point. */
const cluster = (x: number, y: number, radius = 25): Box => ({ x: x - radius, y: y - radius, width: radius * 2, height: radius * 2 });

describe('placing the offline map’s place names', () => {
  it('puts a name on its place when nothing is drawn there', () => {
    const [label] = placeLabels([place('laval', 400, 200)], [], { view });
    expect(label?.box).toEqual({ x: 370, y: 192, width: 60, height: 16 });
  });

  it('moves a name off a cluster drawn on its place, still next to the place', () => {
    const obstacle = cluster(400, 200);
    const placed = placeLabels([place('laval', 400, 200)], [obstacle], { view });
    expect(placed).toHaveLength(1);
    const box = placed[0]!.box;
    expect(intersects(box, obstacle)).toBe(false);
    // Beside the cluster, not far away: its nearest edge within a few pixels of the ring.
    const gapX = Math.max(obstacle.x - (box.x + box.width), box.x - (obstacle.x + obstacle.width), 0);
    const gapY = Math.max(obstacle.y - (box.y + box.height), box.y - (obstacle.y + obstacle.height), 0);
    expect(Math.max(gapX, gapY)).toBeLessThan(40);
  });

  it('leaves a name out when clusters surround its place on every side', () => {
    const around = [cluster(400, 200), cluster(400, 160), cluster(400, 240), cluster(460, 200), cluster(340, 200)];
    expect(placeLabels([place('laval', 400, 200)], around, { view })).toEqual([]);
  });

  it('never lets two names overlap: the larger place keeps its spot, the smaller moves or goes', () => {
    const placed = placeLabels([place('small', 410, 202, 10), place('big', 400, 200, 1000), place('other', 405, 198, 20)], [], { view });
    expect(placed[0]).toMatchObject({ id: 'big', box: { x: 370, y: 192 } });
    for (const a of placed) for (const b of placed) if (a !== b) expect(intersects(a.box, b.box)).toBe(false);
  });

  it('keeps every name inside the map (a place at the edge shows its name inward or not at all)', () => {
    const placed = placeLabels([place('edge', 2, 240), place('corner', 1279, 479)], [], { view });
    for (const { box } of placed) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.y + box.height).toBeLessThanOrEqual(480);
    }
    expect(placed.map((p) => p.id)).toContain('edge');
  });

  it('no name covers any cluster of a crowded map (many places, many clusters)', () => {
    const places = Array.from({ length: 60 }, (_, i) => place(`p${i}`, 40 + ((i * 97) % 1200), 30 + ((i * 53) % 420), 1000 - i, 40 + (i % 5) * 15));
    const clusters = Array.from({ length: 25 }, (_, i) => cluster(60 + ((i * 211) % 1160), 40 + ((i * 89) % 400)));
    const placed = placeLabels(places, clusters, { view });
    expect(placed.length).toBeGreaterThan(10);
    for (const { box } of placed) for (const c of clusters) expect(intersects(box, c)).toBe(false);
  });
});

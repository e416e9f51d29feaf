import { describe, expect, it } from 'vitest';
import { allMarkersKey, markersInBoundsKey } from '@/lib/listing-search/bounds';

const marker = (id: string, lat: number, lng: number) => ({ block_params: { hover_id: id, coords: { lat, lng } } });
const markers = [marker('3', 45.5, -73.6), marker('1', 46.8, -71.2), marker('2', 45.55, -73.7)];
const montreal = { SouthWest_lat: 45.4, SouthWest_lng: -73.9, NorthEast_lat: 45.7, NorthEast_lng: -73.4 };

describe('markers in map bounds', () => {
  it('keys the set of markers inside the bounds, whatever their order', () => {
    expect(markersInBoundsKey(markers, montreal)).toEqual({ key: '2,3', count: 2 });
    expect(markersInBoundsKey([...markers].reverse(), montreal).key).toBe('2,3');
  });

  it('tells a map move that changes nothing from one that does', () => {
    const nudged = { ...montreal, SouthWest_lng: -73.85 };
    expect(markersInBoundsKey(markers, nudged).key).toBe(markersInBoundsKey(markers, montreal).key);
    const quebec = { SouthWest_lat: 46.7, SouthWest_lng: -71.4, NorthEast_lat: 46.9, NorthEast_lng: -71.1 };
    expect(markersInBoundsKey(markers, quebec).key).toBe('1');
    expect(allMarkersKey(markers)).toBe('1,2,3');
  });
});

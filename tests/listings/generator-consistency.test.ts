import { describe, expect, it } from 'vitest';
import { generateListings } from '@/lib/listings/generator';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';

// Issue 18: a 9-bedroom plex for rent at 700 $/month, a Laval listing with a Montréal
// postal code (H3E), the same five pictures everywhere. Expectations written out here.
const rows = [...generateListings({ count: 4000, seed: 11, now: new Date(Date.UTC(2026, 4, 1)) })];
const byName = (name: string) => MUNICIPALITIES.find((m) => m.name === name)!.code;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

describe('generated listings agree with their municipality and with themselves', () => {
  it('gives postal codes of the municipality: H7 in Laval, H in Montréal, G1-G3 in Québec, J8-J9 in Gatineau', () => {
    const expectations: [string, RegExp][] = [
      ['Laval', /^H7[A-Z] /],
      ['Montréal', /^H[1-9][A-Z] /],
      ['Québec', /^G[1-3][A-Z] /],
      ['Gatineau', /^J[89][A-Z] /],
      ['Sherbrooke', /^J1[A-Z] /],
    ];
    for (const [name, pattern] of expectations) {
      const own = rows.filter((r) => r.mun_code === byName(name));
      expect(own.length, name).toBeGreaterThan(0);
      for (const r of own) expect(r.postal_code, `${name} ${r.postal_code}`).toMatch(pattern);
    }
    for (const r of rows) expect(r.postal_code).toMatch(/^[GHJ]\d[A-Z] \d[A-Z]\d$/);
    expect(rows.filter((r) => r.mun_code === byName('Laval')).some((r) => r.postal_code.startsWith('H3'))).toBe(false);
  });

  it('rents only homes, condos, chalets and commercial spaces, at believable monthly rents', () => {
    const rents = rows.filter((r) => r.transaction === 'rent');
    expect(rents.length).toBeGreaterThan(100);
    for (const r of rents) {
      expect(['maison', 'condo', 'chalet', 'comm']).toContain(r.type);
      if (r.type !== 'comm') {
        expect(r.price, `${r.type} ${r.bedrooms} bedrooms`).toBeGreaterThanOrEqual(900);
        expect(r.price).toBeLessThanOrEqual(7000);
      }
    }
    const condoRent = (bedrooms: number) => median(rents.filter((r) => r.type === 'condo' && r.bedrooms === bedrooms).map((r) => r.price));
    expect(condoRent(3)).toBeGreaterThan(condoRent(1));
  });

  it('sizes homes by their bedrooms and prices sales by their size', () => {
    for (const r of rows) {
      if (r.bedrooms === null || r.type === 'comm' || r.type === 'terrain') continue;
      expect(r.area! / r.bedrooms, `${r.type} ${r.bedrooms} bd ${r.area} sq ft`).toBeGreaterThan(250);
      expect(r.bathrooms!).toBeLessThanOrEqual(r.bedrooms + 1.5);
      if (r.transaction === 'sale') expect(r.price).toBeGreaterThan(60_000);
    }
    const plexes = rows.filter((r) => r.type === 'prop' && r.transaction === 'sale');
    const big = median(plexes.filter((r) => r.bedrooms! >= 8).map((r) => r.price));
    const small = median(plexes.filter((r) => r.bedrooms! <= 4).map((r) => r.price));
    expect(big).toBeGreaterThan(small);
  });

  it('varies the pictures: many fronts per type, no picture twice in one listing', () => {
    const fronts = new Set(rows.map((r) => r.photos[0]));
    expect(fronts.size).toBeGreaterThanOrEqual(30);
    const houses = new Set(rows.filter((r) => r.type === 'maison').map((r) => r.photos[0]));
    expect(houses.size).toBeGreaterThanOrEqual(8);
    for (const r of rows) expect(new Set(r.photos).size).toBe(r.photos.length);
    const interiors = new Set(rows.flatMap((r) => r.photos.slice(1)));
    expect(interiors.size).toBeGreaterThanOrEqual(12);
  });
});

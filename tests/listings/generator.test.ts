import { describe, expect, it } from 'vitest';
import { generateListings, ulsFor } from '@/lib/listings/generator';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { PROPERTY_TYPES } from '@/lib/listings/property-types';
import { BADGES } from '@/lib/listings/types';

const now = new Date(Date.UTC(2026, 4, 1));
const rows = [...generateListings({ count: 3000, seed: 7, now })];

describe('generateListings', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    const again = [...generateListings({ count: 50, seed: 7, now })];
    expect(again).toEqual(rows.slice(0, 50));
    const other = [...generateListings({ count: 50, seed: 8, now })];
    expect(other.map((r) => r.price)).not.toEqual(again.map((r) => r.price));
  });

  it('gives unique 8-digit listing numbers', () => {
    const uls = new Set(rows.map((r) => r.uls));
    expect(uls.size).toBe(rows.length);
    for (const n of uls) expect(String(n)).toMatch(/^\d{8}$/);
    expect(ulsFor(0)).not.toBe(ulsFor(1));
  });

  it('spreads listings by population: Montréal has the most, every row points at a known municipality', () => {
    const codes = new Set(MUNICIPALITIES.map((m) => m.code));
    const perMun = new Map<string, number>();
    for (const r of rows) {
      expect(codes.has(r.mun_code)).toBe(true);
      perMun.set(r.mun_code, (perMun.get(r.mun_code) ?? 0) + 1);
    }
    const montreal = perMun.get('66023') ?? 0;
    expect(montreal).toBeGreaterThan(rows.length * 0.15);
    expect(montreal).toBeGreaterThan(perMun.get('23027') ?? 0);
  });

  it('places listings near their municipality', () => {
    for (const r of rows) {
      const m = MUNICIPALITIES.find((x) => x.code === r.mun_code)!;
      expect(Math.abs(r.lat - m.lat)).toBeLessThan(0.5);
      expect(Math.abs(r.lng - m.lng)).toBeLessThan(0.7);
    }
  });

  it('makes realistic prices: rents are monthly, sale prices in the hundreds of thousands', () => {
    const rents = rows.filter((r) => r.transaction === 'rent');
    const sales = rows.filter((r) => r.transaction === 'sale' && r.type !== 'terrain');
    expect(rents.length).toBeGreaterThan(50);
    for (const r of rents) expect(r.price).toBeLessThan(20_000);
    const median = sales.map((r) => r.price).sort((a, b) => a - b)[Math.floor(sales.length / 2)]!;
    expect(median).toBeGreaterThan(250_000);
    expect(median).toBeLessThan(900_000);
  });

  it('uses every property type and only known badges, with matching open-house dates', () => {
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(PROPERTY_TYPES));
    for (const r of rows) {
      if (r.badge !== null) expect(BADGES).toContain(r.badge);
      if (r.badge === 'open-house') expect(r.open_house_dates.length).toBeGreaterThan(0);
      for (const d of r.open_house_dates) expect(Date.parse(d.start)).toBeGreaterThan(now.getTime());
      if (r.status === 'sold') expect(r.badge).toBe('sold');
      expect(r.photos.length).toBeGreaterThan(0);
      expect(r.description.fr).toMatch(/à (vendre|louer)/);
      expect(r.description.en).toMatch(/for (sale|rent)/);
    }
  });
});

describe('listing photos', () => {
  it('ships every illustration listings refer to, small and local', async () => {
    const { ALL_LISTING_PHOTOS } = await import('@/lib/listings/photos');
    const { statSync } = await import('node:fs');
    const path = await import('node:path');
    for (const photo of new Set([...ALL_LISTING_PHOTOS, ...rows.flatMap((r) => r.photos)])) {
      expect(photo).toMatch(/^\/demo\/listings\//);
      const size = statSync(path.join(process.cwd(), 'public', photo)).size;
      expect(size).toBeLessThan(40_000);
    }
  });
});

describe('municipalities data', () => {
  it('has at least 150 municipalities with unique 5-digit codes inside Québec', () => {
    expect(MUNICIPALITIES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(MUNICIPALITIES.map((m) => m.code)).size).toBe(MUNICIPALITIES.length);
    for (const m of MUNICIPALITIES) {
      expect(m.code).toMatch(/^\d{5}$/);
      expect(m.lat).toBeGreaterThan(44.9);
      expect(m.lat).toBeLessThan(62);
      expect(m.lng).toBeGreaterThan(-80);
      expect(m.lng).toBeLessThan(-57);
    }
  });

  it('has the official codes of the largest cities', () => {
    const code = (name: string) => MUNICIPALITIES.find((m) => m.name === name)?.code;
    expect([code('Montréal'), code('Québec'), code('Laval'), code('Gatineau'), code('Longueuil')]).toEqual(['66023', '23027', '65005', '81017', '58227']);
    expect([code('Sherbrooke'), code('Saguenay'), code('Lévis'), code('Trois-Rivières'), code('Terrebonne')]).toEqual(['43027', '94068', '25213', '37067', '64008']);
  });
});

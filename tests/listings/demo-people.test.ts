import { describe, expect, it } from 'vitest';
import { generateListings } from '@/lib/listings/generator';

/**
 * Issue 18: a generated listing is handled by a nearby office and one of its brokers (a Laval
 * listing never shows a Gatineau office), and the broker's phone has the office's area code.
 */
const rows = [...generateListings({ count: 2000, seed: 11, now: new Date('2026-11-01T12:00:00Z') })];
const areaCode = (phone: string) => phone.slice(0, 3);

describe('demo brokers and offices of generated listings', () => {
  it('a listing in the Outaouais is handled by the Gatineau office, one on the island of Montréal by the Montréal one', () => {
    const outaouais = rows.filter((r) => r.lng < -75.4 && r.lat < 46);
    const montreal = rows.filter((r) => r.lat > 45.45 && r.lat < 45.6 && r.lng > -73.75 && r.lng < -73.55);
    expect(outaouais.length).toBeGreaterThan(0);
    expect(montreal.length).toBeGreaterThan(0);
    for (const r of outaouais) expect(r.office.address).toMatch(/Gatineau$/);
    for (const r of montreal) expect(r.office.address).toMatch(/Montréal$/);
  });

  it('every broker works from the office of the listing: same area code', () => {
    for (const r of rows) expect(areaCode(r.broker.phone)).toBe(areaCode(r.office.phone));
  });

  it('the same listing keeps the same broker from one generation to the next', () => {
    const again = [...generateListings({ count: 50, seed: 11, now: new Date('2026-11-01T12:00:00Z') })];
    expect(again.map((r) => r.broker.name)).toEqual(rows.slice(0, 50).map((r) => r.broker.name));
  });
});

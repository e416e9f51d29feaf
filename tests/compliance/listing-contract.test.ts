import { describe, expect, it } from 'vitest';
import { contractState } from '@/lib/compliance/listing-contract';
import { quebecDay } from '@/lib/format/date';
import { manualListingSchema } from '@/lib/listings/sources/manual-input';
import { MunicipalityIndex } from '@/lib/listings/sources/municipality-index';
import { mapResoProperty } from '@/lib/listings/sources/reso/mapping';

/**
 * Rule listing_contract: a listing is advertised from its brokerage contract's first day to
 * its last day included, on Québec's calendar; nothing before the start.
 */
describe('listing contract', () => {
  const start = '2026-03-01';
  const end = '2026-08-31';

  it('is not published the day before the start, published on the start day', () => {
    expect(contractState(start, end, '2026-02-28')).toBe('before');
    expect(contractState(start, end, '2026-03-01')).toBe('running');
  });

  it('is published on its last day, withdrawn the day after', () => {
    expect(contractState(start, end, '2026-08-31')).toBe('running');
    expect(contractState(start, end, '2026-09-01')).toBe('ended');
  });

  it('counts days in Québec: 23:30 on the last day in Montréal is still that day (03:30 UTC the next)', () => {
    expect(quebecDay(new Date('2026-09-01T03:30:00Z'))).toBe('2026-08-31');
    expect(contractState(start, end, quebecDay(new Date('2026-09-01T03:30:00Z')))).toBe('running');
    expect(contractState(start, end, quebecDay(new Date('2026-09-01T04:30:00Z')))).toBe('ended');
  });

  it('a hand-managed listing needs both dates, the end not before the start', () => {
    const input = {
      transaction: 'sale', type: 'condo', status: 'active', price: 500_000, street: '1, rue A', mun_code: '66023', postal_code: 'H2J 2L1',
      lat: 45.5, lng: -73.6, description: { fr: '', en: '' },
    };
    const missing = manualListingSchema.safeParse(input);
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.path.join('.'))).toEqual(expect.arrayContaining(['contract_start', 'contract_end']));
    const backwards = manualListingSchema.safeParse({ ...input, contract_start: '2026-05-01', contract_end: '2026-04-30' });
    expect(backwards.error?.issues.map((i) => i.path.join('.'))).toEqual(['contract_end']);
    expect(manualListingSchema.safeParse({ ...input, contract_start: '2026-05-01', contract_end: '2026-05-01' }).success).toBe(true);
  });

  it('a RESO feed listing takes its contract from ListingContractDate and ExpirationDate, as calendar days', () => {
    const ctx = {
      municipalities: new MunicipalityIndex([{ code: '66023', name: 'Montréal', lat: 45.5, lng: -73.57 }]),
      people: { agents: new Map(), offices: new Map() },
      now: new Date('2026-05-01T00:00:00Z'),
    };
    const raw = {
      ListingKey: 'K1', StandardStatus: 'Active', ListPrice: 450000, PropertyType: 'Residential', City: 'Montréal', Latitude: 45.52,
      Longitude: -73.58, StreetNumber: '1', StreetName: 'Saint-Denis', ModificationTimestamp: '2026-04-01T12:00:00Z',
    };
    const dated = mapResoProperty({ ...raw, ListingContractDate: '2026-03-01', ExpirationDate: '2026-08-31' }, ctx);
    const undated = mapResoProperty(raw, ctx);
    if (dated.kind !== 'listing' || undated.kind !== 'listing') throw new Error('not a listing');
    expect([dated.listing.contract_start, dated.listing.contract_end]).toEqual(['2026-03-01', '2026-08-31']);
    expect(dated.listing.source_data).not.toHaveProperty('ExpirationDate');
    expect([undated.listing.contract_start, undated.listing.contract_end]).toEqual([null, null]);
  });
});

import { describe, expect, it } from 'vitest';
import { MunicipalityIndex } from '@/lib/listings/sources/municipality-index';
import { mapResoMedia, mapResoOpenHouse, mapResoProperty, type MappingContext } from '@/lib/listings/sources/reso/mapping';
import type { SourceListing } from '@/lib/listings/sources/types';

/** One test per Data Dictionary field the site shows (RESO DD 1.7/2.0 names and enumerations). */

const ctx: MappingContext = {
  municipalities: new MunicipalityIndex([
    { code: '66023', name: 'Montréal', lat: 45.5, lng: -73.57 },
    { code: '23027', name: 'Québec', lat: 46.81, lng: -71.21 },
    { code: '43027', name: 'Sherbrooke', lat: 45.4, lng: -71.89 },
    { code: '56083', name: 'Saint-Jean-sur-Richelieu', lat: 45.31, lng: -73.26 },
  ]),
  people: {
    agents: new Map([['AG1', { name: 'Julie Tremblay', title: { fr: 'Courtière immobilière', en: 'Real estate broker' }, phone: '514 555-0101', email: 'julie@example.com' }]]),
    offices: new Map([['OF1', { name: 'Agence du Plateau', address: '1 rue A, Montréal', phone: '514 555-0000' }]]),
  },
  now: new Date('2026-05-01T00:00:00Z'),
};

const base = {
  ListingKey: 'K1',
  StandardStatus: 'Active',
  ListPrice: 450000,
  PropertyType: 'Residential',
  PropertySubType: 'Single Family Residence',
  City: 'Montréal',
  Latitude: 45.52,
  Longitude: -73.58,
  StreetNumber: '4521',
  StreetName: 'Saint-Denis',
  StreetSuffix: 'rue',
  ModificationTimestamp: '2026-04-01T12:00:00Z',
};

function map(patch: Record<string, unknown> = {}): { listing: SourceListing; warnings: string[] } {
  const result = mapResoProperty({ ...base, ...patch }, ctx);
  if (result.kind !== 'listing') throw new Error(`not a listing: ${JSON.stringify(result)}`);
  return result;
}

describe('RESO Data Dictionary mapping', () => {
  it('ListingKey is the source key; a record without one is skipped, not a failure', () => {
    expect(map().listing.source_key).toBe('K1');
    expect(mapResoProperty({ ...base, ListingKey: '' }, ctx)).toMatchObject({ kind: 'skip' });
  });

  it('StandardStatus: the five statuses an editor knows; Delete removes; unknown is kept raw and hidden', () => {
    expect(map({ StandardStatus: 'Active' }).listing.status).toBe('active');
    expect(map({ StandardStatus: 'Active Under Contract' }).listing.status).toBe('conditional');
    expect(map({ StandardStatus: 'Pending' }).listing.status).toBe('conditional');
    expect(map({ StandardStatus: 'Closed' }).listing.status).toBe('sold');
    expect(map({ StandardStatus: 'Expired' }).listing.status).toBe('expired');
    expect(map({ StandardStatus: 'Canceled' }).listing.status).toBe('withdrawn');
    expect(mapResoProperty({ ...base, StandardStatus: 'Delete' }, ctx)).toEqual({ kind: 'delete', key: 'K1' });
    const odd = map({ StandardStatus: 'Sold-ish' });
    expect(odd.listing.status).toBe('withdrawn');
    expect(odd.listing.source_data.raw).toEqual({ StandardStatus: 'Sold-ish' });
    expect(odd.warnings.join()).toContain('Sold-ish');
  });

  it('ListPrice in whole dollars; a listing without a price is skipped', () => {
    expect(map({ ListPrice: 449999.6 }).listing.price).toBe(450000);
    expect(mapResoProperty({ ...base, ListPrice: null }, ctx)).toMatchObject({ kind: 'skip' });
  });

  it('ClosePrice and CloseDate of a sold listing', () => {
    const sold = map({ StandardStatus: 'Closed', ClosePrice: 430000, CloseDate: '2026-03-15' }).listing;
    expect([sold.close_price, sold.close_date, sold.badge]).toEqual([430000, '2026-03-15', 'sold']);
    expect(map().listing.close_price).toBeNull();
  });

  it('PropertyType and PropertySubType give our type and the transaction', () => {
    expect(map({ PropertySubType: 'Condominium' }).listing.type).toBe('condo');
    expect(map({ PropertySubType: 'Cabin' }).listing.type).toBe('chalet');
    expect(map({ PropertyType: 'Residential Income', PropertySubType: 'Triplex' }).listing.type).toBe('prop');
    expect(map({ PropertyType: 'Land', PropertySubType: null }).listing.type).toBe('terrain');
    expect(map({ PropertyType: 'Farm' }).listing.type).toBe('ferme');
    expect(map({ PropertyType: 'Commercial Sale' }).listing.type).toBe('comm');
    const lease = map({ PropertyType: 'Residential Lease', PropertySubType: 'Apartment', ListPrice: 1850 }).listing;
    expect([lease.type, lease.transaction, lease.price]).toEqual(['condo', 'rent', 1850]);
    expect(map().listing.transaction).toBe('sale');
    const odd = map({ PropertyType: 'Houseboat' });
    expect(odd.listing.type).toBe('maison');
    expect(odd.listing.source_data.raw).toMatchObject({ PropertyType: 'Houseboat' });
  });

  it('BedroomsTotal', () => {
    expect(map({ BedroomsTotal: 3 }).listing.bedrooms).toBe(3);
    expect(map({ BedroomsTotal: null }).listing.bedrooms).toBeNull();
    expect(map({ BedroomsTotal: -1 }).listing.bedrooms).toBeNull();
  });

  it('BathroomsTotalInteger', () => {
    expect(map({ BathroomsTotalInteger: 2 }).listing.bathrooms).toBe(2);
    expect(map({}).listing.bathrooms).toBeNull();
  });

  it('LivingArea with LivingAreaUnits, in square feet', () => {
    expect(map({ LivingArea: 1500, LivingAreaUnits: 'Square Feet' }).listing.area).toBe(1500);
    expect(map({ LivingArea: 100, LivingAreaUnits: 'Square Meters' }).listing.area).toBe(1076);
    expect(map({ LivingArea: 1200 }).listing.area).toBe(1200);
    const odd = map({ LivingArea: 5, LivingAreaUnits: 'Arpents' });
    expect(odd.listing.area).toBeNull();
    expect(odd.listing.source_data.raw).toMatchObject({ LivingAreaUnits: 'Arpents' });
  });

  it('LotSizeArea with LotSizeUnits, in square feet', () => {
    expect(map({ LotSizeArea: 5000, LotSizeUnits: 'Square Feet' }).listing.lot_area).toBe(5000);
    expect(map({ LotSizeArea: 2, LotSizeUnits: 'Acres' }).listing.lot_area).toBe(87120);
    expect(map({ LotSizeArea: 1, LotSizeUnits: 'Hectares' }).listing.lot_area).toBe(107639);
  });

  it('YearBuilt, within reason', () => {
    expect(map({ YearBuilt: 1984 }).listing.year_built).toBe(1984);
    expect(map({ YearBuilt: 3020 }).listing.year_built).toBeNull();
    expect(map({ YearBuilt: 2026 }).listing.badge).toBe('new-build');
  });

  it('Latitude and Longitude; without them the town centre, with a warning', () => {
    expect(map().listing).toMatchObject({ lat: 45.52, lng: -73.58 });
    const none = map({ Latitude: null, Longitude: null });
    expect(none.listing).toMatchObject({ lat: 45.5, lng: -73.57 });
    expect(none.warnings.join()).toContain('Latitude');
  });

  it('address fields: civic number first, unit as "app.", Canadian postal code, City to our municipality', () => {
    const l = map({ UnitNumber: '302', PostalCode: 'h2x1y4', City: 'St-Jean-sur-Richelieu' }).listing;
    expect(l.street).toBe('4521, rue Saint-Denis, app. 302');
    expect(map({ StreetName: 'Main', StreetSuffix: 'Street' }).listing.street).toBe('4521, Main Street');
    expect(l.postal_code).toBe('H2X 1Y4');
    expect(l.mun_code).toBe('56083');
    expect(l.slug).toBe('4521-rue-saint-denis-saint-jean-sur-richelieu');
    const odd = map({ PostalCode: '90210' });
    expect(odd.listing.postal_code).toBe('');
    expect(odd.listing.source_data.raw).toMatchObject({ PostalCode: '90210' });
    // An unknown City: the municipality nearest to the position, and a warning.
    const far = map({ City: 'Lac-Inconnu', Latitude: 45.41, Longitude: -71.9 });
    expect(far.listing.mun_code).toBe('43027');
    expect(far.warnings.join()).toContain('Lac-Inconnu');
    expect(mapResoProperty({ ...base, City: 'Nowhere', Latitude: null, Longitude: null }, ctx)).toMatchObject({ kind: 'skip' });
  });

  it('PublicRemarks (English) and the French remarks, each standing in for the other', () => {
    expect(map({ PublicRemarks: 'Bright.', FrenchPublicRemarks: 'Lumineux.' }).listing.description).toEqual({ fr: 'Lumineux.', en: 'Bright.' });
    expect(map({ PublicRemarks: 'Bright.' }).listing.description).toEqual({ fr: 'Bright.', en: 'Bright.' });
  });

  it('ListAgentKey and ListOfficeKey to our member and office, else the names the feed gives', () => {
    const ours = map({ ListAgentKey: 'AG1', ListOfficeKey: 'OF1' }).listing;
    expect(ours.broker.name).toBe('Julie Tremblay');
    expect(ours.office.name).toBe('Agence du Plateau');
    expect(ours.source_data).toMatchObject({ list_agent_key: 'AG1', list_office_key: 'OF1' });
    const theirs = map({ ListAgentKey: 'X9', ListAgentFullName: 'Marc Roy', ListOfficeKey: 'Y9', ListOfficeName: 'Autre agence' }).listing;
    expect([theirs.broker.name, theirs.office.name]).toEqual(['Marc Roy', 'Autre agence']);
  });

  it('fields it does not map are kept raw', () => {
    expect(map({ WaterfrontYN: true, '@odata.etag': 'x' }).listing.source_data.extra).toEqual({ WaterfrontYN: true });
  });

  it('Media: photos of the listing, in order, the description as alt text', () => {
    expect(
      mapResoMedia({ MediaKey: 'M1', ResourceRecordKey: 'K1', MediaURL: 'https://cdn.test/1.jpg', Order: 2, ShortDescription: 'Cuisine', MediaCategory: 'Photo', MediaModificationTimestamp: '2026-04-01T00:00:00Z' }),
    ).toEqual({ media_key: 'M1', listing_key: 'K1', url: 'https://cdn.test/1.jpg', position: 2, alt: 'Cuisine', category: 'Photo', modified_at: '2026-04-01T00:00:00.000Z' });
    expect(mapResoMedia({ MediaKey: 'M2', ResourceRecordKey: 'K1', MediaURL: 'https://cdn.test/plan.pdf', MediaCategory: 'Document' })).toBeNull();
    expect(mapResoMedia({ MediaKey: 'M3', ResourceRecordKey: 'K1', MediaURL: 'javascript:alert(1)' })).toBeNull();
  });

  describe('OpenHouse', () => {
    const oh = { OpenHouseKey: 'OH1', ListingKey: 'K1', OpenHouseStatus: 'Active', OpenHouseType: 'Public', ModificationTimestamp: '2026-04-02T00:00:00Z' };

    it('OpenHouseStartTime / OpenHouseEndTime as DateTimeOffset: kept as instants (UTC)', () => {
      expect(mapResoOpenHouse({ ...oh, OpenHouseStartTime: '2026-06-06T14:00:00-04:00', OpenHouseEndTime: '2026-06-06T16:00:00-04:00' })).toEqual({
        open_house_key: 'OH1', listing_key: 'K1', start: '2026-06-06T18:00:00.000Z', end: '2026-06-06T20:00:00.000Z', status: 'Active', modified_at: '2026-04-02T00:00:00.000Z',
      });
    });

    it('OpenHouseDate with wall-clock times: Montréal time (EDT in June, EST in January)', () => {
      expect(mapResoOpenHouse({ ...oh, OpenHouseDate: '2026-06-06', OpenHouseStartTime: '13:00', OpenHouseEndTime: '15:30' })).toMatchObject({ start: '2026-06-06T17:00:00.000Z', end: '2026-06-06T19:30:00.000Z' });
      expect(mapResoOpenHouse({ ...oh, OpenHouseDate: '2027-01-10', OpenHouseStartTime: '13:00:00', OpenHouseEndTime: '15:00:00' })).toMatchObject({ start: '2027-01-10T18:00:00.000Z' });
    });

    it('OpenHouseStatus is kept (a cancelled one leaves the listing); OpenHouseType Broker is not for visitors', () => {
      expect(mapResoOpenHouse({ ...oh, OpenHouseStatus: 'Cancelled', OpenHouseStartTime: '2026-06-06T18:00:00Z', OpenHouseEndTime: '2026-06-06T20:00:00Z' })).toMatchObject({ status: 'Cancelled' });
      expect(mapResoOpenHouse({ ...oh, OpenHouseType: 'Broker', OpenHouseStartTime: '2026-06-06T18:00:00Z', OpenHouseEndTime: '2026-06-06T20:00:00Z' })).toBeNull();
    });

    it('a record without keys, or ending before it starts, is not imported', () => {
      expect(mapResoOpenHouse({ ...oh, ListingKey: '', OpenHouseStartTime: '2026-06-06T18:00:00Z', OpenHouseEndTime: '2026-06-06T20:00:00Z' })).toBeNull();
      expect(mapResoOpenHouse({ ...oh, OpenHouseStartTime: '2026-06-06T18:00:00Z', OpenHouseEndTime: '2026-06-06T17:00:00Z' })).toBeNull();
      expect(mapResoOpenHouse({ ...oh, OpenHouseStartTime: '13:00', OpenHouseEndTime: '15:00' })).toBeNull();
    });
  });
});

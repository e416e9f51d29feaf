import type { PropertyTypeCode } from '../../property-types';
import { normalizeCanadianPostalCode } from '../../canadian-postal-code';
import { slugify } from '../../paths';
import type { Broker, Office, Transaction } from '../../types';
import { badgeOf } from '../badge';
import type { MunicipalityIndex } from '../municipality-index';
import { montrealToUtcIso } from '../../montreal-time';
import type { FeedMedia, FeedOpenHouse, SourceListing, StoredStatus } from '../types';

/**
 * The RESO Data Dictionary as this site shows it: every field we map is read here and
 * nowhere else. A value we do not know (a status, a type, a unit) never fails the run: the
 * listing is kept with a safe value, the raw value is kept in source_data.raw, and a warning
 * says what it was. Fields we do not map at all are kept raw in source_data.extra.
 */

/** Where feeds put the French remarks (the Data Dictionary has one PublicRemarks field). */
export const FRENCH_REMARKS_FIELDS = ['FrenchPublicRemarks', 'PublicRemarksFrench', 'PublicRemarksFr'] as const;

export const KNOWN_PROPERTY_FIELDS = new Set<string>([
  'ListingKey', 'ListingId', 'StandardStatus', 'ListPrice', 'ClosePrice', 'CloseDate', 'PropertyType', 'PropertySubType',
  'BedroomsTotal', 'BathroomsTotalInteger', 'LivingArea', 'LivingAreaUnits', 'LotSizeArea', 'LotSizeUnits', 'YearBuilt',
  'Latitude', 'Longitude', 'StreetNumber', 'StreetName', 'StreetSuffix', 'StreetDirPrefix', 'StreetDirSuffix', 'UnitNumber',
  'UnparsedAddress', 'City', 'PostalCode', 'StateOrProvince', 'Country', 'PublicRemarks', ...FRENCH_REMARKS_FIELDS,
  'ListAgentKey', 'ListOfficeKey', 'ListAgentFullName', 'ListAgentDirectPhone', 'ListAgentEmail', 'ListOfficeName',
  'ListOfficePhone', 'ModificationTimestamp', 'OriginalEntryTimestamp', 'ListingContractDate', 'ExpirationDate', 'PhotosChangeTimestamp',
  'PhotosCount', 'Media',
]);

const STATUS: Record<string, StoredStatus | 'delete'> = {
  Active: 'active',
  'Active Under Contract': 'conditional',
  Pending: 'conditional',
  Closed: 'sold',
  Expired: 'expired',
  Withdrawn: 'withdrawn',
  Canceled: 'withdrawn',
  Hold: 'withdrawn',
  'Coming Soon': 'withdrawn',
  Incomplete: 'withdrawn',
  Delete: 'delete',
};

const LEASE_TYPES = new Set(['Residential Lease', 'Commercial Lease']);

const TYPE_BY_PROPERTY_TYPE: Record<string, PropertyTypeCode> = {
  'Residential Income': 'prop',
  Land: 'terrain',
  Farm: 'ferme',
  'Commercial Sale': 'comm',
  'Commercial Lease': 'comm',
  'Business Opportunity': 'comm',
};

const TYPE_BY_SUBTYPE: Record<string, PropertyTypeCode> = {
  'Single Family Residence': 'maison',
  Townhouse: 'maison',
  'Mobile Home': 'maison',
  'Manufactured Home': 'maison',
  Condominium: 'condo',
  Apartment: 'condo',
  'Stock Cooperative': 'condo',
  Duplex: 'prop',
  Triplex: 'prop',
  Quadruplex: 'prop',
  'Multi Family': 'prop',
  Cabin: 'chalet',
  Farm: 'ferme',
};

const SQFT_PER: Record<string, number> = {
  'Square Feet': 1,
  'Square Meters': 10.763_910_4,
  Acres: 43_560,
  Hectares: 107_639.104,
};

export interface PeopleIndex {
  agents: Map<string, Broker>;
  offices: Map<string, Office>;
}

export interface MappingContext {
  municipalities: MunicipalityIndex;
  people: PeopleIndex;
  now: Date;
}

export type MapResult =
  | { kind: 'listing'; listing: SourceListing; warnings: string[] }
  | { kind: 'delete'; key: string }
  | { kind: 'skip'; key: string; reason: string };

type Raw = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '');

function num(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
}

const INT_MAX = 2_147_483_647;

/** A price in whole dollars, or null when absent or out of range. */
export function mapPrice(value: unknown): number | null {
  const n = num(value);
  return n === null || n < 0 || n > INT_MAX ? null : Math.round(n);
}

export function mapStatus(value: unknown): { status: StoredStatus | 'delete'; known: boolean } {
  const found = STATUS[text(value)];
  return found ? { status: found, known: true } : { status: 'withdrawn', known: false };
}

export function mapTransaction(propertyType: unknown): Transaction {
  return LEASE_TYPES.has(text(propertyType)) ? 'rent' : 'sale';
}

/** Our seven types from PropertyType, refined by PropertySubType for homes. */
export function mapType(propertyType: unknown, subType: unknown): { type: PropertyTypeCode; known: boolean } {
  const pt = text(propertyType);
  const st = text(subType);
  const direct = TYPE_BY_PROPERTY_TYPE[pt];
  if (direct) return { type: direct, known: true };
  if (pt === 'Residential' || pt === 'Residential Lease') {
    if (!st) return { type: 'maison', known: true };
    const bySub = TYPE_BY_SUBTYPE[st];
    return bySub ? { type: bySub, known: true } : { type: 'maison', known: false };
  }
  return { type: 'maison', known: false };
}

/** An area in square feet (our unit) from a value and its Data Dictionary unit. */
export function mapArea(value: unknown, unit: unknown, defaultUnit = 'Square Feet'): { area: number | null; known: boolean } {
  const n = num(value);
  if (n === null || n <= 0) return { area: null, known: true };
  const factor = SQFT_PER[text(unit) || defaultUnit];
  if (!factor) return { area: null, known: false };
  const area = Math.round(n * factor);
  return { area: area > 0 && area <= INT_MAX ? area : null, known: true };
}

export function mapSmallCount(value: unknown): number | null {
  const n = num(value);
  return n === null || n < 0 || n > 999 ? null : Math.round(n);
}

export function mapYearBuilt(value: unknown, now: Date): number | null {
  const n = num(value);
  return n !== null && Number.isInteger(n) && n >= 1600 && n <= now.getUTCFullYear() + 5 ? n : null;
}

export function mapCoordinate(value: unknown, limit: 90 | 180): number | null {
  const n = num(value);
  return n === null || Math.abs(n) > limit || n === 0 ? null : n;
}

/** Street types that French names put before the name ("rue Saint-Denis", not "Saint-Denis rue"). */
const FRENCH_STREET_TYPES = new Set(['rue', 'avenue', 'av', 'boulevard', 'boul', 'chemin', 'ch', 'rang', 'route', 'montee', 'place', 'cote', 'croissant', 'impasse', 'allee', 'promenade', 'terrasse', 'carre', 'ruelle']);

/** "4521, rue Saint-Denis" (the civic number first, as Québec writes it), then ", app. 302". */
export function mapStreet(raw: Raw): string {
  const number = text(raw.StreetNumber);
  const suffix = text(raw.StreetSuffix);
  const french = FRENCH_STREET_TYPES.has(suffix.normalize('NFD').replace(/[\u0300-\u036f.]/g, '').toLowerCase());
  const parts = french ? [suffix.toLowerCase(), text(raw.StreetDirPrefix), text(raw.StreetName), text(raw.StreetDirSuffix)] : [text(raw.StreetDirPrefix), text(raw.StreetName), suffix, text(raw.StreetDirSuffix)];
  const name = parts.filter(Boolean).join(' ');
  let line = number && name ? `${number}, ${name}` : name || number;
  if (!line) line = text(raw.UnparsedAddress).split(',')[0]?.trim() ?? '';
  const unit = text(raw.UnitNumber);
  return unit ? `${line}, app. ${unit}` : line;
}

export function mapPostalCode(value: unknown): { postal_code: string; known: boolean } {
  const raw = text(value);
  if (!raw) return { postal_code: '', known: true };
  const code = normalizeCanadianPostalCode(raw);
  return code ? { postal_code: code, known: true } : { postal_code: '', known: false };
}

/** PublicRemarks is the English text; the French one comes from the feed's own field. Each falls back to the other. */
export function mapRemarks(raw: Raw): { fr: string; en: string } {
  const en = text(raw.PublicRemarks);
  const fr = FRENCH_REMARKS_FIELDS.map((f) => text(raw[f])).find(Boolean) ?? '';
  return { fr: fr || en, en: en || fr };
}

function isoOrNull(value: unknown): string | null {
  const t = text(value);
  if (!t) return null;
  const ms = Date.parse(t);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

function dateOrNull(value: unknown): string | null {
  const iso = isoOrNull(value);
  return iso ? iso.slice(0, 10) : null;
}

/** A RESO Date ('2026-03-01'): the calendar day as the feed wrote it, never shifted by a time zone. */
function dayOrNull(value: unknown): string | null {
  const t = text(value);
  const day = /^(\d{4}-\d{2}-\d{2})(T|$)/.exec(t ?? '')?.[1];
  return day && !Number.isNaN(Date.parse(day)) ? day : null;
}

/** The listing broker and office: our member and office when the feed's key is known, else the feed's own names. */
export function mapPeople(raw: Raw, people: PeopleIndex): { broker: Broker; office: Office } {
  const broker = people.agents.get(text(raw.ListAgentKey)) ?? {
    name: text(raw.ListAgentFullName),
    title: {},
    phone: text(raw.ListAgentDirectPhone),
    email: text(raw.ListAgentEmail),
  };
  const office = people.offices.get(text(raw.ListOfficeKey)) ?? { name: text(raw.ListOfficeName), address: '', phone: text(raw.ListOfficePhone) };
  return { broker, office };
}

/** One Property record of the feed as our listing, or why it cannot be one. */
export function mapResoProperty(raw: Raw, ctx: MappingContext): MapResult {
  const key = text(raw.ListingKey);
  if (!key || key.length > 200) return { kind: 'skip', key, reason: 'no ListingKey' };
  const warnings: string[] = [];
  const rawKept: Raw = {};
  const unknown = (field: string, value: unknown) => {
    rawKept[field] = value;
    warnings.push(`${key}: unknown ${field} ${JSON.stringify(value)}`);
  };

  const { status, known: statusKnown } = mapStatus(raw.StandardStatus);
  if (status === 'delete') return { kind: 'delete', key };
  if (!statusKnown) unknown('StandardStatus', raw.StandardStatus);

  const { type, known: typeKnown } = mapType(raw.PropertyType, raw.PropertySubType);
  if (!typeKnown) {
    unknown('PropertyType', raw.PropertyType);
    if (raw.PropertySubType !== undefined) rawKept.PropertySubType = raw.PropertySubType;
  }

  const price = mapPrice(raw.ListPrice);
  if (price === null) return { kind: 'skip', key, reason: `ListPrice ${JSON.stringify(raw.ListPrice)}` };

  const living = mapArea(raw.LivingArea, raw.LivingAreaUnits);
  if (!living.known) unknown('LivingAreaUnits', raw.LivingAreaUnits);
  const lot = mapArea(raw.LotSizeArea, raw.LotSizeUnits);
  if (!lot.known) unknown('LotSizeUnits', raw.LotSizeUnits);
  const postal = mapPostalCode(raw.PostalCode);
  if (!postal.known) unknown('PostalCode', raw.PostalCode);

  let lat = mapCoordinate(raw.Latitude, 90);
  let lng = mapCoordinate(raw.Longitude, 180);
  const city = text(raw.City);
  let municipality = city ? ctx.municipalities.byCity(city) : null;
  if (!municipality && lat !== null && lng !== null) {
    municipality = ctx.municipalities.nearest(lat, lng);
    if (city) unknown('City', raw.City);
  }
  if (!municipality) return { kind: 'skip', key, reason: `no municipality for City ${JSON.stringify(raw.City)} and no position` };
  if (lat === null || lng === null) {
    // Shown at its town's centre rather than not at all.
    warnings.push(`${key}: no Latitude/Longitude, placed at the centre of ${municipality.name}`);
    lat = municipality.lat;
    lng = municipality.lng;
  }

  const transaction = mapTransaction(raw.PropertyType);
  const year_built = mapYearBuilt(raw.YearBuilt, ctx.now);
  const modified = isoOrNull(raw.ModificationTimestamp);
  const listed_at = isoOrNull(raw.OriginalEntryTimestamp) ?? isoOrNull(raw.ListingContractDate) ?? modified ?? ctx.now.toISOString();
  const street = mapStreet(raw);
  const { broker, office } = mapPeople(raw, ctx.people);
  const extra: Raw = {};
  for (const [field, value] of Object.entries(raw)) {
    if (!KNOWN_PROPERTY_FIELDS.has(field) && !field.startsWith('@odata.')) extra[field] = value;
  }
  const listing: SourceListing = {
    source_key: key,
    transaction,
    type,
    status,
    price,
    close_price: mapPrice(raw.ClosePrice),
    close_date: dateOrNull(raw.CloseDate),
    // The brokerage contract (RESO ListingContractDate, ExpirationDate): the listing is public only between them.
    contract_start: dayOrNull(raw.ListingContractDate),
    contract_end: dayOrNull(raw.ExpirationDate),
    street,
    postal_code: postal.postal_code,
    mun_code: municipality.code,
    lat,
    lng,
    bedrooms: mapSmallCount(raw.BedroomsTotal),
    bathrooms: mapSmallCount(raw.BathroomsTotalInteger),
    area: living.area,
    lot_area: lot.area,
    year_built,
    badge: null,
    open_house_dates: [],
    slug: slugify(`${street.split(', app.')[0]} ${municipality.name}`) || 'propriete',
    listed_at,
    source_modified_at: modified,
    description: mapRemarks(raw),
    broker,
    office,
    source_data: {
      listing_id: text(raw.ListingId) || null,
      list_agent_key: text(raw.ListAgentKey) || null,
      list_office_key: text(raw.ListOfficeKey) || null,
      ...(Object.keys(rawKept).length > 0 ? { raw: rawKept } : {}),
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
    },
  };
  listing.badge = badgeOf(listing, ctx.now);
  return { kind: 'listing', listing, warnings };
}

/** One Media record (photos only; other media kinds are not shown). */
export function mapResoMedia(raw: Raw): FeedMedia | null {
  const media_key = text(raw.MediaKey);
  const listing_key = text(raw.ResourceRecordKey);
  const url = text(raw.MediaURL);
  if (!media_key || !listing_key || !/^https?:\/\//i.test(url)) return null;
  const category = text(raw.MediaCategory);
  const resource = text(raw.ResourceName);
  if (resource && resource !== 'Property') return null;
  if (category && !/photo/i.test(category)) return null;
  return {
    media_key,
    listing_key,
    url,
    position: mapSmallCount(raw.Order) ?? 0,
    alt: text(raw.ShortDescription) || text(raw.LongDescription),
    category,
    modified_at: isoOrNull(raw.MediaModificationTimestamp),
  };
}

const CLOCK = /^(\d{1,2}):(\d{2})/;

/** A start or end of an open house: a DateTimeOffset, or a wall-clock time on OpenHouseDate (Montréal). */
function openHouseInstant(value: unknown, date: string | null): string | null {
  const t = text(value);
  if (!t) return null;
  const clock = CLOCK.exec(t);
  if (clock && !t.includes('T')) return date ? montrealToUtcIso(date, `${clock[1]!.padStart(2, '0')}:${clock[2]}`) : null;
  return isoOrNull(t);
}

/**
 * One OpenHouse record: public open houses only (a "Broker" one is a tour for brokers, not
 * for the site's visitors); a cancelled one is kept with its status (it leaves the listing).
 */
export function mapResoOpenHouse(raw: Raw): FeedOpenHouse | null {
  const open_house_key = text(raw.OpenHouseKey) || text(raw.OpenHouseId);
  const listing_key = text(raw.ListingKey);
  if (!open_house_key || !listing_key) return null;
  if (/broker/i.test(text(raw.OpenHouseType))) return null;
  const date = dateOrNull(raw.OpenHouseDate);
  const start = openHouseInstant(raw.OpenHouseStartTime, date);
  const end = openHouseInstant(raw.OpenHouseEndTime, date);
  if (!start || !end || Date.parse(end) <= Date.parse(start)) return null;
  return { open_house_key, listing_key, start, end, status: text(raw.OpenHouseStatus), modified_at: isoOrNull(raw.ModificationTimestamp) };
}

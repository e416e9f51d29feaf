import { MUNICIPALITIES, type MunicipalityData } from './municipalities-data';
import type { PropertyTypeCode } from './property-types';
import { chance, gaussian, intBetween, mulberry32, pickOne, weighted, type Random } from './prng';
import { RURAL_STREET_TYPES, STREET_NAMES, URBAN_STREET_TYPES } from './street-names';
import { demoPeopleFor } from './demo-people';
import { EXTERIOR_PHOTOS, INTERIOR_PHOTOS_BY_ROOM } from './photos';
import { postalCodeIn } from './postal-codes';
import { listingDescription } from './descriptions';
import { slugify } from './paths';
import type { Badge, Broker, ListingStatus, Office, OpenHouse, Transaction } from './types';

/** One row of the listings table, as the generator makes it. */
export interface ListingRow {
  uls: number;
  transaction: Transaction;
  type: PropertyTypeCode;
  status: ListingStatus;
  price: number;
  street: string;
  postal_code: string;
  mun_code: string;
  lat: number;
  lng: number;
  bedrooms: number | null;
  bathrooms: number | null;
  area: number | null;
  lot_area: number | null;
  year_built: number | null;
  badge: Badge | null;
  open_house_dates: OpenHouse[];
  open_house_until: string | null;
  photos: string[];
  description: { fr: string; en: string };
  broker: Broker;
  office: Office;
  slug: string;
  listed_at: string;
  /** The brokerage contract, first and last day (rule listing_contract). */
  contract_start: string;
  contract_end: string;
  /** A sold listing's authorisations (rule sold_authorisation); false and null for the others. */
  sale_ad_authorised: boolean;
  sale_price_authorised: boolean;
  sale_authorised_on: string | null;
}

export interface GenerateOptions {
  count: number;
  seed?: number;
  /** Index of the first listing (listing numbers follow from it): to append without clashes. */
  startIndex?: number;
  /** Reference date: listings are listed before it, open houses follow it. */
  now?: Date;
  municipalities?: readonly MunicipalityData[];
}

const DAY = 86_400_000;

/** Listing numbers look like Centris' 8 digits; i -> uls is a bijection (48271 is coprime to 9e7). */
export function ulsFor(index: number): number {
  return 10_000_000 + ((index * 48_271 + 1_234_567) % 90_000_000);
}

// Price levels relative to the province (rough 2024 medians): why Westmount costs more than Amqui.
const REGION_FACTOR: Record<string, number> = {
  Montréal: 1.25, Laval: 1.1, Montérégie: 1.0, Laurentides: 0.95, Lanaudière: 0.85, Outaouais: 0.9,
  'Capitale-Nationale': 0.85, Estrie: 0.8, 'Chaudière-Appalaches': 0.75, Mauricie: 0.65, 'Centre-du-Québec': 0.68,
};
const AFFLUENT: Record<string, number> = { '66032': 2.2, '66072': 1.9, '66062': 1.7, '66107': 1.3, '66112': 1.4, '22040': 1.3, '78102': 1.3, '46075': 1.3 };

const BASE_PRICE: Record<PropertyTypeCode, number> = {
  maison: 480_000, condo: 390_000, prop: 720_000, ferme: 650_000, chalet: 420_000, terrain: 140_000, comm: 950_000,
};
/** Typical living area (sq ft) the base price is for: bigger homes cost more, smaller less. */
const TYPICAL_AREA: Partial<Record<PropertyTypeCode, number>> = { maison: 1800, condo: 950, prop: 3000, ferme: 2200, chalet: 1300, comm: 6000 };
/**
 * Monthly rent of a 2-bedroom (a commercial space: of the typical area). Plexes, farms and
 * lots are sold, not rented: a whole 9-bedroom plex "for rent at 700 $" is what this avoids.
 */
const BASE_RENT: Partial<Record<PropertyTypeCode, number>> = { maison: 2500, condo: 1850, comm: 3500, chalet: 2100 };
const RENTABLE = new Set<PropertyTypeCode>(['maison', 'condo', 'comm', 'chalet']);

function typeWeights(m: MunicipalityData): Record<PropertyTypeCode, number> {
  if (m.code === '66023') return { maison: 20, condo: 48, prop: 22, ferme: 0, chalet: 0, terrain: 2, comm: 8 };
  if (m.population >= 60_000) return { maison: 45, condo: 28, prop: 12, ferme: 1, chalet: 1, terrain: 6, comm: 7 };
  if (m.population >= 15_000) return { maison: 58, condo: 16, prop: 8, ferme: 3, chalet: 3, terrain: 8, comm: 4 };
  return { maison: 50, condo: 6, prop: 5, ferme: 8, chalet: 15, terrain: 13, comm: 3 };
}

function cumulativeWeights(items: readonly MunicipalityData[]): number[] {
  let sum = 0;
  return items.map((m) => (sum += m.population));
}

function pickMunicipality(rand: Random, items: readonly MunicipalityData[], cumulative: number[]): MunicipalityData {
  const roll = rand() * (cumulative[cumulative.length - 1] ?? 0);
  let lo = 0;
  let hi = cumulative.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((cumulative[mid] ?? 0) > roll) hi = mid;
    else lo = mid + 1;
  }
  return items[lo]!;
}

/** Spread around the town centre, wider for bigger towns (Montréal ~ 12 km). */
function coordsNear(rand: Random, m: MunicipalityData): { lat: number; lng: number } {
  const radiusKm = Math.min(12, Math.max(1.5, Math.sqrt(m.population) / 110));
  const dLat = (gaussian(rand) * radiusKm * 0.5) / 111;
  const dLng = (gaussian(rand) * radiusKm * 0.5) / (111 * Math.cos((m.lat * Math.PI) / 180));
  return { lat: Number((m.lat + dLat).toFixed(6)), lng: Number((m.lng + dLng).toFixed(6)) };
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

interface Rooms {
  bedrooms: number | null;
  bathrooms: number | null;
  area: number | null;
}

/**
 * Price from the type, the town and the home itself: a sale price grows with the living
 * area, a rent with the bedrooms; the town's level applies to both (less to rents).
 */
function priceFor(rand: Random, type: PropertyTypeCode, transaction: Transaction, m: MunicipalityData, home: Rooms): number {
  const local = (REGION_FACTOR[m.region] ?? 0.62) * (AFFLUENT[m.code] ?? 1);
  const spread = Math.min(1.5, Math.max(0.7, Math.exp(gaussian(rand) * 0.22)));
  const typical = TYPICAL_AREA[type];
  const size = typical && home.area ? Math.pow(home.area / typical, 0.75) : 1;
  if (transaction === 'rent') {
    const byRooms = type === 'comm' ? size : 0.75 + 0.125 * (home.bedrooms ?? 2);
    return roundTo((BASE_RENT[type] ?? 1800) * byRooms * Math.sqrt(local) * spread, 25);
  }
  return roundTo(BASE_PRICE[type] * local * size * spread, 1000);
}

/** Bedrooms first, then a living area and bathrooms that fit them. */
function rooms(rand: Random, type: PropertyTypeCode): Rooms {
  const noise = (base: number) => Math.round(base * (0.85 + rand() * 0.3));
  switch (type) {
    case 'maison': {
      const bedrooms = intBetween(rand, 2, 5);
      return { bedrooms, bathrooms: intBetween(rand, 2, Math.min(6, bedrooms + 1)) / 2 + 0.5, area: noise(500 + bedrooms * 380) };
    }
    case 'condo': {
      const bedrooms = intBetween(rand, 1, 3);
      return { bedrooms, bathrooms: bedrooms === 1 ? 1 : intBetween(rand, 2, 4) / 2, area: noise(320 + bedrooms * 310) };
    }
    case 'prop': {
      // A duplex to a fiveplex, each unit with 1 to 3 bedrooms and its bathroom.
      const units = intBetween(rand, 2, 5);
      const bedrooms = Array.from({ length: units }, () => intBetween(rand, 1, 3)).reduce((a, b) => a + b, 0);
      return { bedrooms, bathrooms: units, area: noise(units * 950) };
    }
    case 'chalet': {
      const bedrooms = intBetween(rand, 1, 4);
      return { bedrooms, bathrooms: intBetween(rand, 2, Math.min(4, bedrooms + 1)) / 2, area: noise(450 + bedrooms * 320) };
    }
    case 'ferme': {
      const bedrooms = intBetween(rand, 3, 5);
      return { bedrooms, bathrooms: intBetween(rand, 2, 4) / 2, area: noise(800 + bedrooms * 380) };
    }
    case 'comm':
      return { bedrooms: null, bathrooms: chance(rand, 0.3) ? 0 : intBetween(rand, 1, 4), area: intBetween(rand, 1500, 20000) };
    case 'terrain':
      return { bedrooms: null, bathrooms: null, area: null };
  }
}

function lotArea(rand: Random, type: PropertyTypeCode): number | null {
  if (type === 'condo') return null;
  if (type === 'ferme') return intBetween(rand, 200_000, 2_000_000);
  if (type === 'terrain' || type === 'chalet') return intBetween(rand, 8_000, 120_000);
  return intBetween(rand, 3_000, 15_000);
}

function street(rand: Random, type: PropertyTypeCode, m: MunicipalityData): string {
  const rural = m.population < 15_000 || type === 'ferme' || type === 'chalet';
  const kind = weighted<string>(rand, rural ? RURAL_STREET_TYPES : URBAN_STREET_TYPES);
  const civic = rural ? intBetween(rand, 10, 3999) : intBetween(rand, 100, 12999);
  const line = `${civic}, ${kind} ${pickOne(rand, STREET_NAMES)}`;
  return type === 'condo' ? `${line}, app. ${intBetween(rand, 1, 12)}0${intBetween(rand, 1, 9)}` : line;
}

/** Weekend afternoons in the two weeks after `now`. */
function openHouses(rand: Random, now: Date): OpenHouse[] {
  const count = intBetween(rand, 1, 2);
  const dates: OpenHouse[] = [];
  const firstDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  for (let offset = 1; offset <= 14 && dates.length < count; offset++) {
    const day = new Date(firstDay.getTime() + offset * DAY);
    if ((day.getUTCDay() === 0 || day.getUTCDay() === 6) && chance(rand, 0.6)) {
      const start = new Date(day.getTime() + 18 * 3_600_000); // 14:00 in Québec (UTC-4 in summer, close enough)
      dates.push({ start: start.toISOString(), end: new Date(start.getTime() + 2 * 3_600_000).toISOString() });
    }
  }
  return dates;
}

function badgeFor(row: Pick<ListingRow, 'status' | 'transaction' | 'type' | 'price' | 'open_house_dates' | 'listed_at' | 'year_built'>, rand: Random, now: Date): Badge | null {
  if (row.status === 'sold') return 'sold';
  if (row.open_house_dates.length > 0) return 'open-house';
  if (row.transaction === 'rent') return 'rent';
  if (row.type === 'comm') return 'commercial';
  if (row.year_built !== null && row.year_built >= now.getUTCFullYear()) return 'new-build';
  if (now.getTime() - Date.parse(row.listed_at) < 7 * DAY) return 'new';
  if (chance(rand, 0.012)) return 'foreclosed';
  if (row.price >= 1_500_000 && chance(rand, 0.5)) return 'collection';
  return null;
}

/** The front, then rooms a home of this type has (a kitchen, a living room, bedrooms…), each room once. */
function photosFor(rand: Random, type: PropertyTypeCode): string[] {
  const exterior = pickOne(rand, EXTERIOR_PHOTOS[type]);
  if (type === 'terrain' || type === 'comm') return [exterior];
  const rooms = (['cuisine', 'salon', 'chambre', 'salle-de-bain', 'salle-a-manger', 'bureau'] as const).filter(() => chance(rand, 0.6));
  const chosen = rooms.length >= 2 ? rooms : (['cuisine', 'salon'] as const);
  return [exterior, ...chosen.slice(0, 4).map((room) => pickOne(rand, INTERIOR_PHOTOS_BY_ROOM[room]))];
}

/**
 * A contract as brokers sign them: a few days before the listing goes out, for 6, 9 or 12
 * months; one listed more than four months ago was signed for a year, so every demo listing
 * is under contract on the day the demo is generated. Derived from the listing's number, not
 * drawn, so every other generated value stays the same.
 */
function contractFor(uls: number, listedAt: string, now: Date): { contract_start: string; contract_end: string } {
  const listed = Date.parse(listedAt);
  const start = new Date(listed - (uls % 5) * DAY);
  const months = listed < now.getTime() - 120 * DAY ? 12 : [6, 9, 12][uls % 3]!;
  const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, start.getUTCDate()));
  return { contract_start: start.toISOString().slice(0, 10), contract_end: end.toISOString().slice(0, 10) };
}

/**
 * What the sellers and buyers of a demo sale authorised, recorded a month after listing: most
 * the sale and its price, one in five the sale without its price, one in ten nothing (the
 * listing stays off the public pages). Derived from the listing's number, not drawn.
 */
function saleAuthorisationFor(uls: number, status: ListingStatus, listedAt: string) {
  if (status !== 'sold') return { sale_ad_authorised: false, sale_price_authorised: false, sale_authorised_on: null };
  const on = new Date(Date.parse(listedAt) + 30 * DAY).toISOString().slice(0, 10);
  return { sale_ad_authorised: uls % 10 !== 0, sale_price_authorised: ![0, 1, 2].includes(uls % 10), sale_authorised_on: on };
}

/** Deterministic listings: the same options always yield the same rows, in the same order. */
/**
 * The listing's office (the nearest) and broker (one of that office's). It takes two draws,
 * as the former random broker and office did, so every other generated value is unchanged.
 */
function demoPeople(rand: Random, lat: number, lng: number) {
  rand();
  return demoPeopleFor(lat, lng, rand());
}

export function* generateListings(options: GenerateOptions): Generator<ListingRow> {
  const rand = mulberry32(options.seed ?? 20_260_501);
  const now = options.now ?? new Date(Date.UTC(2026, 4, 1));
  const municipalities = options.municipalities ?? MUNICIPALITIES;
  const cumulative = cumulativeWeights(municipalities);
  const start = options.startIndex ?? 0;
  for (let i = start; i < start + options.count; i++) {
    const m = pickMunicipality(rand, municipalities, cumulative);
    const type = weighted(rand, typeWeights(m));
    const rentable = RENTABLE.has(type);
    const transaction: Transaction = rentable && chance(rand, type === 'condo' ? 0.2 : 0.07) ? 'rent' : 'sale';
    const status: ListingStatus = transaction === 'sale' && chance(rand, 0.04) ? 'sold' : 'active';
    const { lat, lng } = coordsNear(rand, m);
    const home = rooms(rand, type);
    const { bedrooms, bathrooms, area } = home;
    const year_built = type === 'terrain' ? null : chance(rand, 0.05) ? now.getUTCFullYear() : intBetween(rand, 1905, now.getUTCFullYear() - 1);
    const listed_at = new Date(now.getTime() - Math.floor(rand() * 180 * DAY)).toISOString();
    const open_house_dates = status === 'active' && transaction === 'sale' && chance(rand, 0.08) ? openHouses(rand, now) : [];
    const price = priceFor(rand, type, transaction, m, home);
    const streetLine = street(rand, type, m);
    const row: ListingRow = {
      uls: ulsFor(i),
      transaction,
      type,
      status,
      price,
      street: streetLine,
      postal_code: postalCodeIn(rand, m),
      mun_code: m.code,
      lat,
      lng,
      bedrooms,
      bathrooms,
      area,
      lot_area: lotArea(rand, type),
      year_built,
      badge: null,
      open_house_dates,
      open_house_until: open_house_dates.at(-1)?.end ?? null,
      photos: photosFor(rand, type),
      description: listingDescription({ type, transaction, bedrooms, area, municipality: m.name, year_built }),
      // Two draws as before (the rest of the generated data stays the same); the office is the
      // one nearest to the listing, the broker one of its brokers.
      ...demoPeople(rand, lat, lng),
      slug: slugify(`${streetLine.split(', app.')[0]} ${m.name}`),
      listed_at,
      ...contractFor(ulsFor(i), listed_at, now),
      ...saleAuthorisationFor(ulsFor(i), status, listed_at),
    };
    row.badge = badgeFor(row, rand, now);
    yield row;
  }
}


import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { MUNICIPALITIES } from '@/lib/listings/municipalities-data';
import { mulberry32 } from '@/lib/listings/prng';
import { allowOutbound } from './outbound-allow';

/**
 * A local RESO Web API for tests and the feed benchmark: an OAuth2 token endpoint and an
 * OData endpoint over Property and Media records in Data Dictionary shape. It answers the
 * queries our importer sends ($filter on the modification timestamp then key, $orderby,
 * $top, $skip, $select) and, with `nextLink`, pages by @odata.nextLink. Faults are queued
 * one by one (429 with Retry-After, 500, a request that never answers) and tokens can be
 * expired at will.
 */
export type Raw = Record<string, unknown>;
export type Fault = { kind: '429'; retryAfter: number } | { kind: '500' } | { kind: 'hang' };

const SUBTYPES = [
  ['Residential', 'Single Family Residence'], ['Residential', 'Condominium'], ['Residential', 'Townhouse'],
  ['Residential', 'Cabin'], ['Residential Income', 'Duplex'], ['Land', null], ['Farm', null],
  ['Commercial Sale', null], ['Residential Lease', 'Apartment'],
] as const;
const STATUSES = ['Active', 'Active', 'Active', 'Active', 'Active', 'Active', 'Closed', 'Pending', 'Expired', 'Withdrawn'] as const;
const FSA = 'ABCEGHJKLMNPRSTVXY';
const BASE_TS = Date.UTC(2026, 0, 1);

export interface FixtureOptions {
  count: number;
  seed?: number;
  photosPerListing?: number;
  /** One public open house on every n-th listing (none by default). */
  openHouseEvery?: number;
}

type Resource = 'Property' | 'Media' | 'OpenHouse';
const FIELDS: Record<Resource, { ts: string; key: string }> = {
  Property: { ts: 'ModificationTimestamp', key: 'ListingKey' },
  Media: { ts: 'MediaModificationTimestamp', key: 'MediaKey' },
  OpenHouse: { ts: 'ModificationTimestamp', key: 'OpenHouseKey' },
};

export class ResoFixture {
  readonly properties = new Map<string, Raw>();
  readonly media = new Map<string, Raw>();
  readonly openHouses = new Map<string, Raw>();
  /** Bumped on every change of a resource: the server's sorted views of it are rebuilt after one. */
  readonly versions = { Property: 0, Media: 0, OpenHouse: 0 };
  private clock = 0;

  constructor(options: FixtureOptions) {
    const rand = mulberry32(options.seed ?? 7);
    const pick = <T,>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
    for (let i = 0; i < options.count; i++) {
      const key = `L${String(100000 + i)}`;
      const m = MUNICIPALITIES[i % MUNICIPALITIES.length]!;
      const [type, sub] = pick(SUBTYPES);
      const status = pick(STATUSES);
      const metric = rand() < 0.2;
      const record: Raw = {
        ListingKey: key,
        ListingId: String(20000000 + i),
        StandardStatus: status,
        ListPrice: type === 'Residential Lease' ? 1200 + Math.floor(rand() * 2000) : 150000 + Math.floor(rand() * 900) * 1000,
        ClosePrice: status === 'Closed' ? 140000 + Math.floor(rand() * 900) * 1000 : null,
        CloseDate: status === 'Closed' ? '2025-11-20' : null,
        PropertyType: type,
        PropertySubType: sub,
        BedroomsTotal: type === 'Land' ? null : 1 + Math.floor(rand() * 5),
        BathroomsTotalInteger: type === 'Land' ? null : 1 + Math.floor(rand() * 3),
        LivingArea: type === 'Land' ? null : metric ? 60 + Math.floor(rand() * 200) : 700 + Math.floor(rand() * 2500),
        LivingAreaUnits: type === 'Land' ? null : metric ? 'Square Meters' : 'Square Feet',
        LotSizeArea: type === 'Farm' ? 5 + Math.floor(rand() * 100) : 3000 + Math.floor(rand() * 10000),
        LotSizeUnits: type === 'Farm' ? 'Acres' : 'Square Feet',
        YearBuilt: type === 'Land' ? null : 1900 + Math.floor(rand() * 125),
        Latitude: Number((m.lat + (rand() - 0.5) * 0.02).toFixed(6)),
        Longitude: Number((m.lng + (rand() - 0.5) * 0.02).toFixed(6)),
        StreetNumber: String(10 + Math.floor(rand() * 9000)),
        StreetName: pick(['Saint-Denis', 'des Érables', 'Principale', 'du Lac', 'Notre-Dame']),
        StreetSuffix: pick(['rue', 'avenue', 'boulevard']),
        UnitNumber: sub === 'Condominium' ? String(100 + Math.floor(rand() * 800)) : null,
        City: m.name,
        StateOrProvince: 'QC',
        PostalCode: `${pick([...FSA])}${Math.floor(rand() * 10)}${pick([...FSA])}${rand() < 0.5 ? ' ' : ''}${Math.floor(rand() * 10)}${pick([...FSA])}${Math.floor(rand() * 10)}`,
        Country: 'CA',
        PublicRemarks: `A fine property in ${m.name} (${key}).`,
        FrenchPublicRemarks: `Une belle propriété à ${m.name} (${key}).`,
        ListAgentKey: `A${i % 40}`,
        ListAgentFullName: `Agent ${i % 40}`,
        ListOfficeKey: `O${i % 7}`,
        ListOfficeName: `Office ${i % 7}`,
        OriginalEntryTimestamp: new Date(BASE_TS - (i % 200) * 86_400_000).toISOString(),
        ModificationTimestamp: this.tick(i),
      };
      this.properties.set(key, record);
      if (options.openHouseEvery && i % options.openHouseEvery === 0) {
        this.openHouses.set(`${key}-OH1`, {
          OpenHouseKey: `${key}-OH1`,
          ListingKey: key,
          OpenHouseDate: '2030-06-06',
          OpenHouseStartTime: '2030-06-06T18:00:00Z',
          OpenHouseEndTime: '2030-06-06T20:00:00Z',
          OpenHouseStatus: 'Active',
          OpenHouseType: 'Public',
          ModificationTimestamp: this.tick(i),
        });
      }
      const photos = options.photosPerListing ?? 1 + (i % 4);
      for (let p = 0; p < photos; p++) {
        const mediaKey = `${key}-M${p}`;
        this.media.set(mediaKey, {
          MediaKey: mediaKey,
          ResourceRecordKey: key,
          ResourceName: 'Property',
          MediaCategory: 'Photo',
          MediaURL: `https://photos.example.test/${key}/${p}.jpg`,
          Order: photos - p, // the feed's order differs from the key order
          ShortDescription: `Photo ${p} of ${key}`,
          MediaModificationTimestamp: this.tick(i),
        });
      }
    }
  }

  /** Timestamps shared by groups of 7 records (ties are broken by key) and increasing. */
  private tick(i?: number): string {
    if (i !== undefined) return new Date(BASE_TS + Math.floor(i / 7) * 1000).toISOString();
    this.clock++;
    return new Date(BASE_TS + 10_000_000_000 + this.clock * 1000).toISOString();
  }

  update(key: string, patch: Raw): void {
    const record = this.properties.get(key);
    if (!record) throw new Error(`no listing ${key}`);
    Object.assign(record, patch, { ModificationTimestamp: this.tick() });
    this.versions.Property++;
  }

  updateMedia(mediaKey: string, patch: Raw): void {
    const record = this.media.get(mediaKey);
    if (!record) throw new Error(`no media ${mediaKey}`);
    Object.assign(record, patch, { MediaModificationTimestamp: this.tick() });
    this.versions.Media++;
  }

  /** Adds or changes an open house (a new modification timestamp). */
  setOpenHouse(openHouseKey: string, record: Raw): void {
    this.openHouses.set(openHouseKey, { ...this.openHouses.get(openHouseKey), ...record, OpenHouseKey: openHouseKey, ModificationTimestamp: this.tick() });
    this.versions.OpenHouse++;
  }

  remove(key: string): void {
    this.removeAll([key]);
  }

  /** Removes listings and their photos in one pass over the photos (a million-listing feed has 2.5 M). */
  removeAll(keys: Iterable<string>): void {
    const gone = new Set(keys);
    this.versions.Property++;
    this.versions.Media++;
    for (const key of gone) this.properties.delete(key);
    for (const [mk, m] of this.media) if (gone.has(String(m.ResourceRecordKey))) this.media.delete(mk);
  }

  /** Every listing's photos in the feed's order (one pass over the media). */
  photosByListing(): Map<string, Raw[]> {
    const out = new Map<string, Raw[]>();
    for (const m of this.media.values()) {
      const key = String(m.ResourceRecordKey);
      out.set(key, [...(out.get(key) ?? []), m]);
    }
    for (const list of out.values()) list.sort((a, b) => Number(a.Order) - Number(b.Order) || String(a.MediaKey).localeCompare(String(b.MediaKey)));
    return out;
  }

  mediaOf(key: string): Raw[] {
    return [...this.media.values()].filter((m) => m.ResourceRecordKey === key).sort((a, b) => Number(a.Order) - Number(b.Order) || String(a.MediaKey).localeCompare(String(b.MediaKey)));
  }
}

interface ViewRow {
  ts: string;
  ms: number;
  key: string;
  record: Raw;
}

export interface ServerOptions {
  port: number;
  nextLink?: boolean;
  /** Largest page the server sends whatever $top asks (default 1000). */
  maxTop?: number;
  tokenLifetime?: number;
}

export class ResoServer {
  readonly faults: Fault[] = [];
  readonly log: string[] = [];
  tokens = new Set<string>();
  tokenRequests = 0;
  dataRequests = 0;
  /** Fault injection starts after this many more data requests. */
  faultAfter = 0;
  /** Photos (/photos/...): paths answered 500, paths served the bytes of another path, requests seen. */
  readonly photoFaults = new Set<string>();
  readonly photoAliases = new Map<string, string>();
  readonly photoRequests: string[] = [];
  private photoBytes = new Map<string, Buffer>();
  private server: http.Server | null = null;
  private hanging = new Set<http.ServerResponse>();

  constructor(
    readonly fixture: ResoFixture,
    readonly options: ServerOptions,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  expireTokens(): void {
    this.tokens.clear();
  }

  async start(): Promise<void> {
    this.server = http.createServer((req, res) => void this.handle(req, res));
    this.server.keepAliveTimeout = 1000;
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(this.options.port, '127.0.0.1', () => resolve());
    });
    // Loopback is refused to the outbound client unless allowed: this server is.
    allowOutbound(this.url);
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://x');
    if (req.method === 'POST' && url.pathname === '/token') {
      let body = '';
      for await (const chunk of req) body += chunk;
      const form = new URLSearchParams(body);
      this.tokenRequests++;
      if (form.get('grant_type') !== 'client_credentials' || form.get('client_id') !== 'test-client' || form.get('client_secret') !== 'test-secret') {
        return send(res, 401, { error: 'invalid_client' });
      }
      const token = `tok-${this.tokenRequests}-${Math.random().toString(36).slice(2)}`;
      this.tokens.add(token);
      return send(res, 200, { access_token: token, token_type: 'Bearer', expires_in: this.options.tokenLifetime ?? 3600 });
    }
    if (req.method === 'GET' && url.pathname.startsWith('/photos/')) return this.photo(url.pathname, res);
    const resource = /^\/odata\/(Property|Media|OpenHouse)$/.exec(url.pathname)?.[1] as Resource | undefined;
    if (!resource) return send(res, 404, { error: 'not found' });
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!token || !this.tokens.has(token)) return send(res, 401, { error: 'invalid_token' });
    this.dataRequests++;
    this.log.push(`${resource} ${url.search}`);
    if (this.faultAfter > 0) this.faultAfter--;
    else {
      const fault = this.faults.shift();
      if (fault?.kind === '429') return send(res, 429, { error: 'slow down' }, { 'Retry-After': String(fault.retryAfter) });
      if (fault?.kind === '500') return send(res, 500, { error: 'boom' });
      if (fault?.kind === 'hang') {
        this.hanging.add(res);
        return;
      }
    }
    return send(res, 200, this.query(resource, url));
  }

  /** Serves these bytes at a photo path (another type than JPEG, a hostile file). */
  setPhotoBytes(pathname: string, bytes: Buffer): void {
    this.photoBytes.set(pathname, bytes);
  }

  /** A small JPEG per path, its colour from the path (so every photo has its own bytes). */
  private async photo(pathname: string, res: http.ServerResponse): Promise<void> {
    this.photoRequests.push(pathname);
    if (this.photoFaults.has(pathname)) return send(res, 500, { error: 'photo store down' });
    const source = this.photoAliases.get(pathname) ?? pathname;
    let bytes = this.photoBytes.get(source);
    if (!bytes) {
      const [r, g, b] = createHash('sha256').update(source).digest();
      bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: r!, g: g!, b: b! } } }).jpeg().toBuffer();
      this.photoBytes.set(source, bytes);
    }
    res.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': bytes.byteLength });
    res.end(bytes);
  }

  private views = new Map<string, { version: number; rows: ViewRow[] }>();

  /**
   * A resource's records sorted by (timestamp, key) or by key, rebuilt only after a change:
   * from the previous order (a change moves a few records to the end), so the sort finds
   * long runs already in order, and a timestamp is parsed again only when it changed.
   */
  private view(resource: Resource, byKey: boolean) {
    const name = `${resource}:${byKey}`;
    const cached = this.views.get(name);
    const version = this.fixture.versions[resource];
    if (cached && cached.version === version) return cached.rows;
    const { ts: tsField, key: keyField } = FIELDS[resource];
    const source = resource === 'Property' ? this.fixture.properties : resource === 'Media' ? this.fixture.media : this.fixture.openHouses;
    const row = (record: Raw, before?: ViewRow): ViewRow => {
      const ts = byKey ? '' : String(record[tsField]);
      const key = String(record[keyField]);
      if (before && before.record === record && before.ts === ts && before.key === key) return before;
      return { ts, ms: byKey ? 0 : Date.parse(ts), key, record };
    };
    const rows: ViewRow[] = [];
    const kept = new Set<Raw>();
    for (const before of cached?.rows ?? []) {
      const record = source.get(before.key);
      if (!record || kept.has(record)) continue;
      kept.add(record);
      rows.push(row(record, before));
    }
    for (const record of source.values()) if (!kept.has(record)) rows.push(row(record));
    rows.sort((a, b) => a.ms - b.ms || cmp(a.key, b.key));
    this.views.set(name, { version, rows });
    return rows;
  }

  private query(resource: Resource, url: URL): Raw {
    const p = url.searchParams;
    const { ts: tsField, key: keyField } = FIELDS[resource];
    const filter = p.get('$filter') ?? '';
    const unquote = (s: string) => s.replace(/''/g, "'");
    const gtTs = new RegExp(`${tsField} gt ([0-9T:.+Z-]+)`).exec(filter)?.[1];
    const eqTs = new RegExp(`${tsField} eq ([0-9T:.+Z-]+) and ${keyField} gt '((?:[^']|'')*)'`).exec(filter);
    const keyOnly = new RegExp(`^${keyField} gt '((?:[^']|'')*)'$`).exec(filter);
    if (filter && !gtTs && !keyOnly) throw new Error(`filter not understood: ${filter}`);
    const byKey = !(p.get('$orderby') ?? '').startsWith(tsField);
    const rows = this.view(resource, byKey);
    // The first row after the filter's position (rows are in the filter's order).
    const after = (row: { ms: number; key: string }): boolean => {
      if (keyOnly) return row.key > unquote(keyOnly[1]!);
      if (!gtTs) return true;
      const t = Date.parse(gtTs);
      return row.ms > t || (eqTs !== null && row.ms === Date.parse(eqTs[1]!) && row.key > unquote(eqTs[2]!));
    };
    let lo = 0;
    let hi = rows.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (after(rows[mid]!)) hi = mid;
      else lo = mid + 1;
    }
    const top = Math.min(Number(p.get('$top') ?? 100), this.options.maxTop ?? 1000);
    const skip = Number(p.get('$skip') ?? 0);
    const page = rows.slice(lo + skip, lo + skip + top).map((r) => r.record);
    const select = p.get('$select')?.split(',');
    const value = select ? page.map((r) => Object.fromEntries(select.map((f) => [f, r[f]]))) : page;
    const body: Raw = { '@odata.context': `$metadata#${resource}`, value };
    if (this.options.nextLink && lo + skip + top < rows.length) {
      const next = new URLSearchParams(p);
      next.set('$skip', String(skip + top));
      body['@odata.nextLink'] = `${this.url}${url.pathname}?${next.toString()}`;
    }
    return body;
  }
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function send(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

/** A RESO feed's settings for a server at `origin`, with the client id and secret ResoServer accepts. */
export function resoFeedInput(name: string, origin: string, pageSize = 100) {
  return { kind: 'reso' as const, name, url: `${origin}/odata`, token_url: `${origin}/token`, client_id: 'test-client', client_secret: 'test-secret', page_size: pageSize };
}

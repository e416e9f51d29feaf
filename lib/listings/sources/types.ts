import type { Database, Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import type { ListingRow } from '../generator';
import type { HeldBackFacts } from './held-back';

/** Where a listing comes from: the demo feed (the generator), an editor, or a RESO Web API feed. */
export type SourceKind = 'demo' | 'manual' | 'reso';

/** Every status a listing can have; search and listing pages show active and sold ones only. */
export const STORED_STATUSES = ['active', 'conditional', 'sold', 'expired', 'withdrawn'] as const;
export type StoredStatus = (typeof STORED_STATUSES)[number];

/**
 * One listing as a source hands it to the writer (lib/listings/sources/write.ts): the
 * generator's row (lib/listings/generator.ts) without what the database assigns or derives
 * (uls, open_house_until; photos come apart, as FeedMedia), with the source's key, every
 * stored status, the sale, and the source's own data.
 */
export interface SourceListing extends Omit<ListingRow, 'uls' | 'status' | 'open_house_until' | 'photos' | 'description' | 'contract_start' | 'contract_end' | 'sale_ad_authorised' | 'sale_price_authorised' | 'sale_authorised_on'> {
  source_key: string;
  status: StoredStatus;
  close_price: number | null;
  close_date: string | null;
  source_modified_at: string | null;
  /** The brokerage contract when the source states it (null: not stated). */
  contract_start: string | null;
  contract_end: string | null;
  description: Localized;
  /** What the source gave that we do not map (kept raw), and its keys of people. */
  source_data: Record<string, unknown>;
}

/** A photo of a feed listing (the RESO Media resource). */
export interface FeedMedia {
  media_key: string;
  listing_key: string;
  url: string;
  position: number;
  alt: string;
  category: string;
  modified_at: string | null;
}

/** An open house of a feed listing (the RESO OpenHouse resource), start and end in UTC. */
export interface FeedOpenHouse {
  open_house_key: string;
  listing_key: string;
  start: string;
  end: string;
  /** OpenHouseStatus as the feed sends it (Active, Cancelled, Ended…); cancelled ones are not shown. */
  status: string;
  modified_at: string | null;
}

export interface Attribution {
  text?: string;
  logo?: string;
}

/** A photo as stored: `url` is what pages show, `feed_url` the provider's (it may expire). */
export interface StoredFeedMedia extends FeedMedia {
  feed_url: string;
}

/** A feed as the importer reads it (the secret stays encrypted until the token request). */
export interface FeedRecord {
  id: number;
  site_id: string;
  name: string;
  kind: 'demo' | 'reso';
  url: string;
  token_url: string;
  client_id: string;
  client_secret_enc: string;
  scope: string;
  resource: string;
  page_size: number;
  interval_minutes: number;
  deletions_interval_minutes: number;
  enabled: boolean;
  attribution: Partial<Record<'fr' | 'en', Attribution>>;
  checkpoint: FeedCheckpoint;
}

/** Last record seen per resource, in the order the feed sends them (timestamp, then key). */
export interface ResourceCheckpoint {
  ts: string;
  key: string;
  /** The feed sends this key as a number (compared as one in the next filter). */
  numeric?: boolean;
}

export interface FeedCheckpoint {
  property?: ResourceCheckpoint;
  media?: ResourceCheckpoint;
  open_house?: ResourceCheckpoint;
  /** When the feed's full key list was last compared with ours (deletions). */
  deletions_at?: string;
  /** Set once the demo feed has written its listings. */
  demo_loaded?: boolean;
}

/**
 * A listing whose pages show something new: its number, the broker whose profile lists it,
 * and what the advertising rules read of it (null: the run removed it).
 */
export interface ChangedListing {
  uls: number;
  broker: string;
  stored: HeldBackFacts | null;
}

export interface RunStats {
  added: number;
  updated: number;
  removed: number;
  photos: number;
  warnings: number;
  warning_messages: string[];
}

export interface RunContext {
  db: Database;
  feed: FeedRecord;
  /** Aborted on SIGTERM or by the caller: stop between pages, keep the checkpoint. */
  signal: AbortSignal;
  stats: RunStats;
  warn(message: string): void;
  /** Saves the checkpoint, in `tx` when given (with the page it follows, atomically). */
  saveCheckpoint(checkpoint: FeedCheckpoint, tx?: Queryable): Promise<void>;
  /** Listings whose pages must be refreshed, as the statement that changed them left them. */
  changed(items: ChangedListing[]): void;
  now(): Date;
}

/** Every source behind one interface: a run pulls what changed and writes it. */
export interface ListingSource {
  readonly kind: SourceKind;
  run(ctx: RunContext): Promise<void>;
}

export function emptyStats(): RunStats {
  return { added: 0, updated: 0, removed: 0, photos: 0, warnings: 0, warning_messages: [] };
}

/**
 * Memos a write must clear in every instance, not only in the process that wrote: the
 * proxy's page statuses (redirects, maintenance: status-memo.ts), the blog's counts
 * (lib/blog/count-memo.ts), the listing counts (lib/listings/recent-counts.ts) and the site of
 * each host (host-site-memo.ts). Each memo
 * clears its own map and announces it here; with REDIS_URL, lib/redis/memo-sync.ts (started
 * by instrumentation.ts) publishes the announcement and clears the same memo in every other
 * instance within milliseconds.
 *
 * No Redis import here: the proxy's bundle imports the status memo. State is on globalThis
 * because Next loads a module once per bundle while the memos are per process.
 */
export type SharedMemo = 'page-status' | 'blog-counts' | 'listing-counts' | 'host-sites';

/** While the instances' channel is down, a memo keeps an entry at most this long. */
export const UNSYNCED_TTL_MS = 1_000;

interface Channel {
  publish: (memo: SharedMemo) => void;
  /** False while the subscription is lost: another instance's clear would not arrive. */
  connected: () => boolean;
}

const holder = globalThis as { __sharedMemoChannel?: Channel };

export function setSharedMemoChannel(channel: Channel | undefined): void {
  holder.__sharedMemoChannel = channel;
}

/** Tells the other instances (when there is a channel) that this memo was cleared here. */
export function announceCleared(memo: SharedMemo): void {
  holder.__sharedMemoChannel?.publish(memo);
}

/**
 * How long a memo may keep an entry: its own TTL for one instance or while the channel is up;
 * UNSYNCED_TTL_MS while it is down (another instance's write could go unheard).
 */
export function sharedMemoTtl(ttlMs: number): number {
  const channel = holder.__sharedMemoChannel;
  return channel && !channel.connected() ? Math.min(ttlMs, UNSYNCED_TTL_MS) : ttlMs;
}

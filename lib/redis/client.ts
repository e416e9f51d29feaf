import { createClient } from 'redis';
import { onShutdown } from '@/lib/ops/shutdown-hooks';
import { config, type Config } from '@/lib/config/env';

/**
 * The process's Redis connection for limits and memos (REDIS_URL; the page cache has its own,
 * cache-handler.mjs). Without REDIS_URL there is none and every limit and memo stays in this
 * process's memory, as for one instance. Created on first use and kept on globalThis (Next
 * loads this module once per route bundle: one connection per process, not per route).
 *
 * Commands are never queued while the connection is down (disableOfflineQueue): a request
 * must not wait for Redis; the callers fall back to memory (rate limits) or a short memo.
 */
const CONNECT_TIMEOUT_MS = 2_000;

function connectingClient(url: string) {
  return createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  });
}

export type RedisClient = ReturnType<typeof connectingClient>;

export function redisUrl(settings: Pick<Config, 'REDIS_URL'> = config()): string | null {
  return settings.REDIS_URL ?? null;
}

/** The prefix of every key and channel of this deployment ('courtier:'), as the page cache's. */
export function redisKeyPrefix(settings: Pick<Config, 'REDIS_KEY_PREFIX'> = config()): string {
  return `${settings.REDIS_KEY_PREFIX}:`;
}

/** A new client of url; connects in the background and reconnects after a loss. */
export function createRedisClient(url: string): RedisClient {
  const client = connectingClient(url);
  let warned = false;
  client.on('error', (error: Error) => {
    // One line per outage, not one per reconnection attempt.
    if (!warned) console.warn('[redis] connection error:', error.message);
    warned = true;
  });
  client.on('ready', () => (warned = false));
  client.connect().catch(() => {
    /* reported by the error event; the client keeps reconnecting */
  });
  // A graceful stop (lib/ops/graceful-stop.ts) closes every client after the last request.
  onShutdown('redis', async () => {
    if (client.isOpen) await client.close().catch(() => client.destroy());
  });
  return client;
}

const holder = globalThis as { __redisClient?: { url: string; client: RedisClient } };

/** The shared client of this process, or null without REDIS_URL. */
export function getRedis(): RedisClient | null {
  const url = redisUrl();
  if (!url) return null;
  if (holder.__redisClient?.url !== url) holder.__redisClient = { url, client: createRedisClient(url) };
  return holder.__redisClient.client;
}

/** Resolves once client is ready (true), or false after timeoutMs (it keeps trying in the background). */
export function whenReady(client: RedisClient, timeoutMs = CONNECT_TIMEOUT_MS): Promise<boolean> {
  if (client.isReady) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      resolve(false);
    }, timeoutMs);
    const onReady = () => {
      clearTimeout(timer);
      resolve(true);
    };
    client.once('ready', onReady);
  });
}

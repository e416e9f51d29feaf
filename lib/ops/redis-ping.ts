import { createClient } from 'redis';
import { onShutdown } from './shutdown-hooks';
import { config } from '@/lib/config/env';

/** What the probe uses of a client (redis' generic client types do not survive a variable). */
interface Client {
  isOpen: boolean;
  ping(): Promise<unknown>;
  quit(): Promise<unknown>;
  destroy(): void;
}
const holder = globalThis as { __readinessRedis?: Promise<Client>; __readinessRedisHook?: boolean };

/**
 * PING on REDIS_URL for /readyz, over one connection kept for the process (opened at the
 * first probe, reopened after a failure). Null when REDIS_URL is not set: Redis is optional.
 */
export function redisPing(): (() => Promise<void>) | null {
  const url = config().REDIS_URL;
  if (!url) return null;
  return async () => {
    if (!holder.__readinessRedisHook) onShutdown('redis (readiness)', closeRedisPing);
    holder.__readinessRedisHook = true;
    holder.__readinessRedis ??= (async () => {
      // No reconnect loop: a probe must fail now, the next probe opens a new connection.
      const client = createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 2000 } });
      client.on('error', () => undefined);
      await client.connect();
      return client as unknown as Client;
    })();
    try {
      const client = await holder.__readinessRedis;
      await client.ping();
    } catch (error) {
      const stale = holder.__readinessRedis;
      holder.__readinessRedis = undefined;
      stale?.then((client) => client.destroy()).catch(() => undefined);
      throw error;
    }
  };
}

/** Closes the probe's connection (graceful stop). */
export async function closeRedisPing(): Promise<void> {
  const client = await holder.__readinessRedis?.catch(() => undefined);
  holder.__readinessRedis = undefined;
  if (client?.isOpen) await client.quit().catch(() => client.destroy());
}

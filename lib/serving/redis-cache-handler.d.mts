/** Types of redis-cache-handler.mjs (plain ESM: Next loads cache-handler.mjs uncompiled). */
import type { RedisClientType } from 'redis';
import type { MemoryCacheHandler } from './memory-cache-handler.mjs';

export function createRedisPageHandler(options: { client: RedisClientType; keyPrefix: string }): MemoryCacheHandler;

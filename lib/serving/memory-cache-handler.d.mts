/** Types of memory-cache-handler.mjs (plain ESM: Next loads cache-handler.mjs uncompiled). */
export interface CacheEntry {
  lastModified: number;
  lifespan: unknown;
  tags: readonly string[];
  value: unknown;
}

export interface MemoryCacheHandler {
  name: string;
  get(key: string, meta: { implicitTags: string[] }): Promise<CacheEntry | null>;
  set(key: string, entry: CacheEntry, ctx?: { setOnlyIfNotExists?: boolean }): Promise<void>;
  revalidateTag(tag: string): Promise<void>;
  delete(key: string): Promise<void>;
}

export function approximateBytes(value: unknown, depth?: number): number;
export function createMemoryHandler(options?: { maxBytes?: number; maxItems?: number }): MemoryCacheHandler;

import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  reloadOnChunkError,
  shouldReload,
} from '@/lib/chunk-reload';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });

describe('isChunkLoadError', () => {
  it('recognises webpack, turbopack and native dynamic import failures', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(true);
    expect(isChunkLoadError('Loading chunk app/page failed.')).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js'))).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('shouldReload', () => {
  it('allows one reload per 60 seconds', () => {
    expect(CHUNK_RELOAD_INTERVAL_MS).toBe(60_000);
    expect(shouldReload(null, 1_000_000)).toBe(true);
    expect(shouldReload(1_000_000, 1_059_999)).toBe(false);
    expect(shouldReload(1_000_000, 1_060_000)).toBe(true);
  });
});

describe('reloadOnChunkError', () => {
  it('reloads on a chunk failure and remembers when', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError, { storage, now: 5_000_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(CHUNK_RELOAD_STORAGE_KEY)).toBe('5000000');
  });

  it('does not reload again within the minute, then does after it', () => {
    const storage = memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: '5000000' });
    const reload = vi.fn();
    expect(reloadOnChunkError(chunkError, { storage, now: 5_030_000, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(reloadOnChunkError(chunkError, { storage, now: 5_060_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('never reloads for other errors or without session storage', () => {
    const reload = vi.fn();
    expect(reloadOnChunkError(new Error('boom'), { storage: memoryStorage(), now: 1, reload })).toBe(false);
    expect(reloadOnChunkError(chunkError, { storage: null, now: 1, reload })).toBe(false);
    const failing = { getItem: () => { throw new Error('denied'); }, setItem: () => {} };
    expect(reloadOnChunkError(chunkError, { storage: failing, now: 1, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

/**
 * Spec 000 section 8: after a deployment, a tab still running the previous build fails
 * to load its JavaScript chunks. One full reload fetches the new build; the timestamp
 * in sessionStorage keeps a broken deployment from reloading in a loop.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'chunk-reload-at';

const chunkErrorPattern = /ChunkLoadError|Loading chunk|Loading CSS chunk|Failed to fetch dynamically imported module/i;

/** True for an Error, event reason or message that says a code chunk failed to load. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason === 'string') return chunkErrorPattern.test(reason);
  if (!reason || typeof reason !== 'object') return false;
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return [name, message].some((text) => typeof text === 'string' && chunkErrorPattern.test(text));
}

/** A reload is allowed when none happened in the last interval (or the stored time is unreadable). */
export function shouldReload(lastReloadAt: number | null, now: number, interval = CHUNK_RELOAD_INTERVAL_MS): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock moved backwards should not block reloads forever.
  return now - lastReloadAt >= interval || now < lastReloadAt;
}

type ReloadStorage = Pick<Storage, 'getItem' | 'setItem'>;

export interface ChunkErrorEnvironment {
  storage: ReloadStorage | null;
  now: number;
  reload: () => void;
}

/**
 * Reloads the page for a chunk load failure unless one was done in the last minute.
 * Returns whether it reloaded. Without storage (private mode) it never reloads: better
 * a visible error than a reload loop.
 */
export function reloadOnChunkError(reason: unknown, { storage, now, reload }: ChunkErrorEnvironment): boolean {
  if (!isChunkLoadError(reason) || !storage) return false;
  try {
    const stored = storage.getItem(CHUNK_RELOAD_STORAGE_KEY);
    if (!shouldReload(stored === null ? null : Number(stored), now)) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}

/**
 * The directory of the embedded database this process opened (PGlite on disk), null for
 * PostgreSQL or an in-memory PGlite. Things kept beside the database read it (the media
 * library's files: lib/media/storage.ts).
 */
const registry = globalThis as unknown as { __embeddedDataDir?: string };

export function setEmbeddedDataDir(dataDir: string | null): void {
  registry.__embeddedDataDir = dataDir ?? undefined;
}

export function embeddedDataDir(): string | null {
  return registry.__embeddedDataDir ?? null;
}

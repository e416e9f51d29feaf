/**
 * The largest request bodies the app accepts, each set once: the routes refuse past them
 * (413 with the limit), the screens say them in words, and next.config.ts sizes Next's proxy
 * buffer from them. Plain constants: next.config.ts and client screens import this file.
 */

const MB = 1024 * 1024;

export const BODY_LIMITS = {
  /** One file sent to the media library. */
  mediaFile: 20 * MB,
  /** A site export imported as a new site (its media inside, base64). */
  siteArchive: 60 * MB,
} as const;

/**
 * Next's proxy buffers a request body up to this many bytes and silently drops the rest
 * (experimental.proxyClientMaxBodySize, 10 MB by default), including the whole network chunk
 * that crosses it. A megabyte past the largest limit (far more than one chunk): every body
 * within a limit arrives whole, and a cut one is still longer than any route's limit, so the
 * route answers 413 rather than reading a truncated file.
 */
export const PROXY_BODY_LIMIT = Math.max(...Object.values(BODY_LIMITS)) + MB;

/** The limit in whole megabytes, as the screens and messages say it ("20 Mo", "20 MB"). */
export function megabytes(bytes: number): number {
  return Math.floor(bytes / MB);
}

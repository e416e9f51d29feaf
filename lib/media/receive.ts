import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { MAX_MEDIA_BYTES, MediaRefusal, tooLargeRefusal } from './refusal';

export interface ReceivedFile {
  path: string;
  size: number;
  /** Removes the temporary file (always call it, in a finally). */
  discard(): Promise<void>;
}

const tempDir = () => path.join(os.tmpdir(), 'media-uploads');

/**
 * Streams an upload to a temporary file, chunk by chunk: no copy of the whole file is held
 * in memory while it arrives, and the limit is enforced as bytes come (413 past it).
 */
export async function receiveToTempFile(
  body: ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Iterable<Uint8Array> | null,
  limit = MAX_MEDIA_BYTES,
): Promise<ReceivedFile> {
  if (!body) throw new MediaRefusal(400, 'empty', 'The request has no file');
  await mkdir(tempDir(), { recursive: true });
  const file = path.join(tempDir(), randomUUID());
  const discard = () => rm(file, { force: true });
  const out = createWriteStream(file);
  let size = 0;
  try {
    for await (const chunk of body as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > limit) throw tooLargeRefusal(limit);
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', resolve));
    }
    await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));
  } catch (error) {
    out.destroy();
    await discard();
    throw error;
  }
  if (size === 0) {
    await discard();
    throw new MediaRefusal(400, 'empty', 'The file is empty');
  }
  return { path: file, size, discard };
}

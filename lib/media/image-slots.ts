import sharp from 'sharp';
import { config } from '@/lib/config/env';

/**
 * Decoding a 12 MP photo takes ~40 MB; five parallel uploads and a few first-time resizes
 * would add up. Image work goes through a small number of slots (MEDIA_IMAGE_SLOTS, default
 * 2) so the server's memory stays bounded however many files arrive at once.
 */
const SLOTS = config().MEDIA_IMAGE_SLOTS;
let running = 0;
const waiting: (() => void)[] = [];

// libvips' operation cache keeps decoded images around; the files change, the cache would not help.
sharp.cache(false);

export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= SLOTS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

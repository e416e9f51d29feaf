import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { MediaRefusal } from '@/lib/media/refusal';
import { getMedia, originalKey, uploadMedia } from '@/lib/media/service';
import { databaseStorage, directoryStorage, type MediaStorage } from '@/lib/media/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openTestDb } from '../helpers/db';
import { MINIMAL_PDF, phonePhoto, pngOf, received } from '../helpers/media-files';

let db: Database;
let storage: MediaStorage;

beforeAll(async () => {
  db = await openTestDb();
  await db.query(`insert into sites (id, key, name, type) values ('a', 'ka', 'A', 'broker')`);
  storage = databaseStorage(db);
}, 120_000);
afterAll(async () => db.close());

async function upload(bytes: Uint8Array, name: string) {
  const file = await received(bytes);
  try {
    return await uploadMedia(db, storage, 'a', file, name);
  } finally {
    await file.discard();
  }
}

/** A real 16 × 16 JPEG whose frame header (SOF) is rewritten to claim width × height. */
async function jpegClaiming(width: number, height: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#808080' } }).jpeg().toBuffer();
  for (let i = 2; i < jpeg.length - 9; ) {
    const marker = jpeg[i + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, i + 5);
      jpeg.writeUInt16BE(width, i + 7);
      return jpeg;
    }
    i += 2 + jpeg.readUInt16BE(i + 2);
  }
  throw new Error('no frame header');
}

async function refusal(promise: Promise<unknown>): Promise<MediaRefusal> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(MediaRefusal);
  return error as MediaRefusal;
}

describe('upload refusals', () => {
  it('refuses an HTML file named .jpg (the type comes from the bytes)', async () => {
    const error = await refusal(upload(Buffer.from('<!doctype html><html><body>hi</body></html>'), 'photo.jpg'));
    expect(error.status).toBe(415);
  });

  it('refuses a 25 MB file with 413 while it arrives', async () => {
    const big = Buffer.alloc(25 * 1024 * 1024, 1);
    big.set([0xff, 0xd8, 0xff, 0xe0], 0);
    const error = await refusal(received(big));
    expect(error.status).toBe(413);
  });

  it('refuses an SVG with a script or an event handler', async () => {
    const svg = (body: string) => Buffer.from(`<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${body}</svg>`);
    expect((await refusal(upload(svg('<script>alert(1)</script>'), 'a.svg'))).code).toBe('unsafe_svg');
    expect((await refusal(upload(svg('<rect width="5" height="5" onclick="alert(1)"/>'), 'b.svg'))).code).toBe('unsafe_svg');
  });

  it('keeps a clean SVG without its external references', async () => {
    const svg = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><image href="https://tracker.example/p.png" width="1" height="1"/><use xlink:href="https://evil.example/x.svg#a"/><rect width="5" height="5" fill="red"/></svg>`,
    );
    const item = await upload(svg, 'logo.svg');
    const stored = (await storage.get(originalKey(item)))!.toString('utf8');
    expect(stored).toContain('<rect');
    expect(stored).not.toContain('tracker.example');
    expect(stored).not.toContain('evil.example');
  });

  it('refuses a truncated JPEG', async () => {
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    const error = await refusal(upload(photo.subarray(0, Math.floor(photo.length * 0.6)), 'cut.jpg'));
    expect(error.status).toBe(422);
  });

  it('refuses a tiny JPEG whose header claims 12000 × 12000 pixels, before decoding it', async () => {
    const error = await refusal(upload(await jpegClaiming(12_000, 12_000), 'huge.jpg'));
    expect(error.status).toBe(422);
    expect(error.code).toBe('too_many_pixels');
    expect(error.message).toContain('12000 × 12000');
  });

  it('refuses a JPEG whose header claims more pixels than its data holds', async () => {
    const error = await refusal(upload(await jpegClaiming(2_000, 2_000), 'hollow.jpg'));
    expect(error).toMatchObject({ status: 422, code: 'corrupt_image' });
  });

  it('keeps a PDF with JavaScript as a download only, a plain PDF as a document', async () => {
    const scripted = await upload(MINIMAL_PDF('/OpenAction << /S /JavaScript /JS (app.alert(1)) >>'), 'form.pdf');
    expect(scripted).toMatchObject({ kind: 'document', mime: 'application/pdf', downloadOnly: true });
    const hidden = await upload(MINIMAL_PDF('/OpenAction << /S /J#61vaScript /J#53 (x) >>'), 'hidden.pdf');
    expect(hidden.downloadOnly).toBe(true);
    const plain = await upload(MINIMAL_PDF(''), 'plain.pdf');
    expect(plain.downloadOnly).toBe(false);
  });
});

describe('photos lose their EXIF data except orientation, which is applied', () => {
  it('removes the GPS position and the camera', async () => {
    const photo = await phonePhoto();
    expect((await exifr.gps(photo))?.latitude).toBeCloseTo(45.5028, 3);
    const item = await upload(photo, 'maison.jpeg');
    const stored = (await storage.get(originalKey(item)))!;
    expect(await exifr.gps(stored)).toBeUndefined();
    expect(await exifr.parse(stored)).toBeUndefined();
    expect(item).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 60, height: 40, fileName: 'maison.jpeg' });
  });

  it('turns a photo taken sideways upright (orientation 6: 90° clockwise)', async () => {
    const item = await upload(await phonePhoto({ width: 60, height: 40, orientation: 6 }), 'sideways.jpg');
    expect(item).toMatchObject({ width: 40, height: 60 });
    const stored = (await storage.get(originalKey(item)))!;
    const meta = await sharp(stored).metadata();
    expect(meta.orientation ?? 1).toBe(1);
    // The red left half is now on top.
    const { data } = await sharp(stored).extract({ left: 20, top: 5, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200);
    expect(data[2]).toBeLessThan(60);
  });

  it('accepts PNG, WebP, AVIF and GIF, named from what they are', async () => {
    const png = await upload(await pngOf(20, 10), 'x.jpg');
    expect(png).toMatchObject({ mime: 'image/png', fileName: 'x.png' });
    const webp = await upload(await sharp(await pngOf(20, 10)).webp().toBuffer(), 'w.webp');
    expect(webp.mime).toBe('image/webp');
    const avif = await upload(await sharp(await pngOf(20, 10)).avif().toBuffer(), 'a.avif');
    expect(avif.mime).toBe('image/avif');
    const gif = await upload(await sharp(await pngOf(20, 10)).gif().toBuffer(), 'g.gif');
    expect(gif).toMatchObject({ mime: 'image/gif', width: 20, height: 10 });
    expect(await getMedia(db, 'a', gif.id)).toMatchObject({ id: gif.id });
    expect(await getMedia(db, 'other', gif.id)).toBeNull();
  });
});

describe('database storage', () => {
  it('stores a file of several megabytes in parts and reads it back whole', async () => {
    const bytes = Buffer.alloc(2.5 * 1024 * 1024);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7) % 251;
    await storage.put('med_big/abc.bin', bytes);
    await storage.put('med_big/abc.bin', bytes);
    expect((await storage.get('med_big/abc.bin'))!.equals(bytes)).toBe(true);
    const parts = await db.query<{ n: number }>(`select count(*)::int as n from media_blobs where key = 'med_big/abc.bin'`);
    expect(parts[0]!.n).toBe(3);
    await storage.removePrefix('med_big/');
    expect(await storage.get('med_big/abc.bin')).toBeNull();
  });
});

describe('directory storage', () => {
  it('stores, reads and removes by prefix', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'media-dir-'));
    try {
      const store = directoryStorage(dir);
      await store.put('med_x/abc.jpg', Buffer.from('one'));
      await store.put('med_x/abc-w640.webp', Buffer.from('two'));
      expect((await store.get('med_x/abc.jpg'))?.toString()).toBe('one');
      await store.removePrefix('med_x/abc-');
      expect(await store.get('med_x/abc-w640.webp')).toBeNull();
      await store.removePrefix('med_x/');
      expect(await store.get('med_x/abc.jpg')).toBeNull();
      await expect(store.get('../etc/passwd')).rejects.toThrow();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

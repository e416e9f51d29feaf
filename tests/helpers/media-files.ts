import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { receiveToTempFile, type ReceivedFile } from '@/lib/media/receive';

/** A photo as a phone writes it: JPEG with an EXIF orientation and a GPS position. */
export async function phonePhoto(options: { width?: number; height?: number; orientation?: number } = {}): Promise<Buffer> {
  const width = options.width ?? 60;
  const height = options.height ?? 40;
  // Left half red, right half blue: rotations and crops can be told apart.
  const left = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: '#ff0000' } }).png().toBuffer();
  return sharp({ create: { width, height, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .withExif({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 10/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' } })
    .toBuffer();
}

export async function pngOf(width: number, height: number, color = '#336699'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** An upload received as the API receives one: streamed to a temporary file. */
export async function received(bytes: Uint8Array): Promise<ReceivedFile> {
  async function* chunks() {
    for (let i = 0; i < bytes.byteLength; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
  }
  return receiveToTempFile(chunks());
}

export async function tempFileOf(bytes: Uint8Array): Promise<string> {
  const file = path.join(os.tmpdir(), `media-test-${process.pid}-${Math.random().toString(36).slice(2)}`);
  await writeFile(file, bytes);
  return file;
}

export const MINIMAL_PDF = (body: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R ${body} >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`, 'latin1');

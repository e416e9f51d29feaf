import { readFile } from 'node:fs/promises';
import { open } from 'node:fs/promises';
import sharp from 'sharp';
import { pdfHasActiveContent } from './pdf';
import { MAX_IMAGE_PIXELS, MediaRefusal } from './refusal';
import { SNIFF_BYTES, sniffMime, type MediaMime } from './sniff';
import { hasSvgScript, sanitizeSvg } from './svg';
import { withImageSlot } from './image-slots';
import { stripJpegMetadata } from './jpeg-strip';

export type MediaKind = 'image' | 'document';

/** A file ready to store: the bytes as they will be served, and what was learnt from them. */
export interface ProcessedFile {
  mime: MediaMime;
  kind: MediaKind;
  data: Buffer;
  width: number | null;
  height: number | null;
  downloadOnly: boolean;
}

const ACCEPTED = 'JPEG, PNG, WebP, AVIF, GIF, SVG or PDF';

const damaged = () => new MediaRefusal(422, 'corrupt_image', 'The image is damaged or truncated');

/**
 * The image's size as its decoder reads it, refused past MAX_IMAGE_PIXELS before any pixel is
 * decoded (a few hundred bytes can claim 12000 × 12000), then decoded in full and thrown away:
 * a file whose pixels are not all there is refused, whatever its header says.
 */
async function decodedSize(input: string | Buffer, animated: boolean): Promise<{ width: number; height: number }> {
  const meta = await sharp(input, { animated }).metadata().catch(() => null);
  if (!meta?.width || !meta.height) throw damaged();
  // Read as an animation, the height is that of every frame stacked (pageHeight is one frame's).
  const pixels = meta.width * meta.height;
  if (pixels > MAX_IMAGE_PIXELS) {
    throw new MediaRefusal(422, 'too_many_pixels', `The image has ${meta.width} × ${meta.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} million are accepted`);
  }
  // stats() reads every pixel without keeping them; failOn 'warning' refuses a premature end.
  await sharp(input, { animated, failOn: 'warning', limitInputPixels: MAX_IMAGE_PIXELS }).stats().catch(() => {
    throw damaged();
  });
  return { width: meta.width, height: meta.pageHeight && animated ? meta.pageHeight : meta.height };
}

async function readHead(file: string): Promise<Uint8Array> {
  const handle = await open(file, 'r');
  try {
    const head = new Uint8Array(SNIFF_BYTES);
    const { bytesRead } = await handle.read(head, 0, SNIFF_BYTES, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The upload pipeline after the bytes arrived (lib/media/receive.ts): the type from the bytes,
 * then per type: photos decoded in full (a truncated file is refused), turned upright from
 * their EXIF orientation and written again without any metadata (no GPS position, no camera);
 * SVG sanitised; PDF searched for scripts. An SVG with scripts is refused, or with
 * `svgScripts: 'remove'` kept without them (a site archive's file, which its pages show).
 */
export async function processUpload(file: string, options: { svgScripts?: 'refuse' | 'remove' } = {}): Promise<ProcessedFile> {
  const mime = sniffMime(await readHead(file));
  if (!mime) throw new MediaRefusal(415, 'unsupported_type', `Not a supported file: ${ACCEPTED} only`);
  if (mime === 'application/pdf') {
    const data = await readFile(file);
    return { mime, kind: 'document', data, width: null, height: null, downloadOnly: pdfHasActiveContent(data) };
  }
  if (mime === 'image/svg+xml') return processSvg(await readFile(file, 'utf8'), options.svgScripts ?? 'refuse');
  return withImageSlot(() => processRaster(file, mime));
}

async function processSvg(text: string, scripts: 'refuse' | 'remove'): Promise<ProcessedFile> {
  if (scripts === 'refuse' && hasSvgScript(text)) throw new MediaRefusal(415, 'unsafe_svg', 'SVG with scripts or event handlers is refused');
  const data = Buffer.from(sanitizeSvg(text), 'utf8');
  let size: { width?: number; height?: number };
  try {
    size = await sharp(data).metadata();
  } catch {
    throw new MediaRefusal(422, 'corrupt_image', 'The SVG cannot be read');
  }
  return { mime: 'image/svg+xml', kind: 'image', data, width: size.width ?? null, height: size.height ?? null, downloadOnly: false };
}

async function processRaster(file: string, mime: MediaMime): Promise<ProcessedFile> {
  if (mime === 'image/jpeg') {
    // Upright JPEGs (most photos): metadata dropped without decoding (lib/media/jpeg-strip.ts).
    const stripped = stripJpegMetadata(await readFile(file));
    if (!stripped) throw damaged();
    if (stripped.orientation <= 1 || stripped.orientation > 8) {
      const size = await decodedSize(stripped.data, false);
      return { mime, kind: 'image', data: stripped.data, width: size.width, height: size.height, downloadOnly: false };
    }
  }
  const animated = mime === 'image/gif' || mime === 'image/webp';
  await decodedSize(file, animated);
  // failOn 'warning': libjpeg's "premature end of data" and libpng's truncation refuse the file.
  let pipeline = sharp(file, { failOn: 'warning', animated, limitInputPixels: MAX_IMAGE_PIXELS });
  // GIF has no EXIF; an animation is kept as it is, frames rotated would be another image.
  if (!animated) pipeline = pipeline.rotate();
  else pipeline = pipeline.autoOrient();
  if (mime === 'image/jpeg') pipeline = pipeline.jpeg({ quality: 90, chromaSubsampling: '4:4:4' });
  else if (mime === 'image/png') pipeline = pipeline.png({ compressionLevel: 6 });
  else if (mime === 'image/webp') pipeline = pipeline.webp({ quality: 90 });
  else if (mime === 'image/avif') pipeline = pipeline.avif({ quality: 70, effort: 2 });
  else pipeline = pipeline.gif();
  try {
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const height = info.pageHeight && animated ? info.pageHeight : info.height;
    return { mime, kind: 'image', data, width: info.width, height, downloadOnly: false };
  } catch (error) {
    if (error instanceof MediaRefusal) throw error;
    throw damaged();
  }
}

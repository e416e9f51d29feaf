import sharp from 'sharp';
import { withImageSlot } from './image-slots';
import type { MediaWidth } from './urls';
import { config } from '@/lib/config/env';

export type VariantFormat = 'avif' | 'webp' | 'jpeg' | 'png';
export const ASPECTS = { '1x1': 1, '4x3': 4 / 3, '3x2': 3 / 2, '16x9': 16 / 9, '3x4': 3 / 4, '2x3': 2 / 3 } as const;
export type Aspect = keyof typeof ASPECTS;

export function isAspect(value: string | null): value is Aspect {
  return value !== null && Object.hasOwn(ASPECTS, value);
}

export interface VariantRequest {
  width: MediaWidth;
  format: VariantFormat;
  /** A crop to this aspect ratio around the focal point (percent of the image). */
  aspect?: Aspect;
  focal: { x: number; y: number };
}

/** The best format the browser accepts: AVIF only where enabled (slower to make), then WebP. */
export function negotiateFormat(accept: string | null, originalMime: string): VariantFormat {
  const a = accept ?? '';
  if (config().MEDIA_AVIF && a.includes('image/avif')) return 'avif';
  if (a.includes('image/webp')) return 'webp';
  return originalMime === 'image/png' ? 'png' : 'jpeg';
}

/** The rectangle of a crop to `ratio` (width / height) centred on the focal point, inside the image. */
export function focalCrop(width: number, height: number, ratio: number, focal: { x: number; y: number }) {
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const clamp = (v: number, max: number) => Math.min(Math.max(0, Math.round(v)), max);
  const left = clamp((focal.x / 100) * width - cropWidth / 2, width - cropWidth);
  const top = clamp((focal.y / 100) * height - cropHeight / 2, height - cropHeight);
  return { left, top, width: cropWidth, height: cropHeight };
}

/** One generated size of an original (already upright, without metadata). */
export async function makeVariant(original: Buffer, request: VariantRequest): Promise<Buffer> {
  return withImageSlot(async () => {
    let image = sharp(original, { failOn: 'none' });
    if (request.aspect) {
      const meta = await image.metadata();
      const w = meta.width ?? 0;
      const h = meta.height ?? 0;
      if (w > 0 && h > 0) image = image.extract(focalCrop(w, h, ASPECTS[request.aspect], request.focal));
    }
    image = image.resize({ width: request.width, withoutEnlargement: true });
    if (request.format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
    if (request.format === 'webp') return image.webp({ quality: 78, effort: 2 }).toBuffer();
    if (request.format === 'png') return image.png({ compressionLevel: 6 }).toBuffer();
    return image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
  });
}

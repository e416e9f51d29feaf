import type { z } from 'zod';
import type { bgMediaSchema, videoSchema } from '@/lib/content/fields';

/** bg_media as the editor holds it: the schema's input (video defaults may be missing). */
export type BgMediaValue = z.input<typeof bgMediaSchema>;
export type VideoValue = z.input<typeof videoSchema>;
export type MediaType = 'none' | 'image' | 'video';

export function mediaType(value: BgMediaValue | null | undefined): MediaType {
  return value?.type === 'image' || value?.type === 'video' ? value.type : 'none';
}

/** An empty value of a type (valid against the schema), or none. */
export function withMediaType(type: MediaType): BgMediaValue | undefined {
  if (type === 'image') return { type: 'image', image: { media: {} } };
  if (type === 'video') return { type: 'video', video: { sources: [] } };
  return undefined;
}

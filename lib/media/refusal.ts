import { BODY_LIMITS, megabytes } from '@/lib/http/body-limits';

/** Why an upload was refused: the HTTP status and a code the screens translate. */
export type RefusalCode = 'too_large' | 'too_many_pixels' | 'unsupported_type' | 'corrupt_image' | 'unsafe_svg' | 'empty';

export class MediaRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly code: RefusalCode,
    message: string,
    /** The size limit in bytes, for a 413. */
    readonly limitBytes?: number,
  ) {
    super(message);
    this.name = 'MediaRefusal';
  }
}

/** The largest file the library takes (lib/http/body-limits.ts). */
export const MAX_MEDIA_BYTES = BODY_LIMITS.mediaFile;

/** Past the limit: 413 with the limit in words; the screen says it in its language. */
export function tooLargeRefusal(limit: number): MediaRefusal {
  return new MediaRefusal(413, 'too_large', `The file is larger than ${megabytes(limit)} MB`, limit);
}

/** The most pixels an image may have (all frames of an animation): decoding one takes ~3 bytes each. */
export const MAX_IMAGE_PIXELS = 80_000_000;

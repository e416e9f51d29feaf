/** Why an upload was refused: the HTTP status and a code the screens translate. */
export type RefusalCode = 'too_large' | 'unsupported_type' | 'corrupt_image' | 'unsafe_svg' | 'empty';

export class MediaRefusal extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly code: RefusalCode,
    message: string,
  ) {
    super(message);
    this.name = 'MediaRefusal';
  }
}

/** 20 MB a file (issue 30). */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;

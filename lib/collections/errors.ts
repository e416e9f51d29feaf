/**
 * Errors of the collection services (offices, partners, bank partners, blog categories) that an editor must
 * see: each carries the HTTP status and code the API answers. Anything else is a bug.
 */
export type CollectionErrorCode = 'not_found' | 'slug_taken' | 'invalid_order' | 'in_use';

const statusOf: Record<CollectionErrorCode, number> = { not_found: 404, slug_taken: 409, invalid_order: 422, in_use: 409 };

export class CollectionError extends Error {
  readonly status: number;

  constructor(
    readonly code: CollectionErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'CollectionError';
    this.status = statusOf[code];
  }
}

export function isCollectionError(error: unknown): error is CollectionError {
  return error instanceof CollectionError;
}

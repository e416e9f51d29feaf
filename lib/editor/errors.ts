/**
 * Errors of the editor services that callers must show to the editor (not bugs):
 * each carries the HTTP status and code the API answers, and details for the UI.
 */
export type EditorErrorCode =
  | 'page_not_found'
  | 'version_not_found'
  | 'variant_not_found'
  | 'invalid_path'
  | 'path_taken'
  | 'version_conflict'
  | 'invalid_blocks';

const statusOf: Record<EditorErrorCode, number> = {
  page_not_found: 404,
  version_not_found: 404,
  variant_not_found: 404,
  invalid_path: 422,
  path_taken: 409,
  version_conflict: 409,
  invalid_blocks: 422,
};

export class EditorError extends Error {
  readonly status: number;

  constructor(
    readonly code: EditorErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'EditorError';
    this.status = statusOf[code];
  }
}

export function isEditorError(error: unknown): error is EditorError {
  return error instanceof EditorError;
}

/** PostgreSQL unique_violation (PGlite and pg both expose the SQLSTATE as `code`). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/**
 * What an error page shows by status (spec 000, "Error pages" and section 8):
 * 404 offers going home, 403 refreshing, 500 only its message, 503 a spinner.
 */
export type ErrorAction = 'refresh' | 'home' | 'none';

export function defaultErrorAction(statusCode: number): ErrorAction {
  if (statusCode === 403) return 'refresh';
  if (statusCode === 404) return 'home';
  return 'none';
}

export type ErrorMessageKey = '403-message' | '404-message' | '500-message' | '503-message' | 'unexpected-status';

/** Key in the errors namespace of the default message for a status. */
export function errorMessageKey(statusCode: number): ErrorMessageKey {
  switch (statusCode) {
    case 403:
      return '403-message';
    case 404:
      return '404-message';
    case 500:
      return '500-message';
    case 503:
      return '503-message';
    default:
      return 'unexpected-status';
  }
}

export function errorIconName(statusCode: number, showSpinner = false): string {
  if (showSpinner || statusCode === 503) return 'spinner';
  if (statusCode === 403) return 'lock';
  if (statusCode === 404) return 'search';
  return 'alert';
}

/**
 * The id of one request, returned as `X-Request-Id` on every response and carried by the log
 * line of a failing request. A client's or a front proxy's X-Request-Id is kept when it looks
 * like an id (letters, digits, `._:-`, 8 to 128 characters); anything else gets a new UUID, so a
 * visitor cannot put arbitrary text into the logs.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

const VALID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(incoming: string | string[] | null | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && VALID.test(value) ? value : crypto.randomUUID();
}

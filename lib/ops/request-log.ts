import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { logger } from './logger';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

/**
 * Request ids and the log line of failing requests, at the HTTP server itself (Node's
 * `http.server.request.start` diagnostics channel, published before Next's handler): every response,
 * static files and the proxy's own answers included, carries `X-Request-Id`; every response
 * with a 5xx status gives one JSON line (method, path without query, status, duration, id, and
 * the error Next reported through instrumentation.ts `onRequestError`, when there was one).
 */

const started = new WeakMap<IncomingMessage, number>();
const errors = new WeakMap<IncomingMessage, unknown>();
const byId = new Map<string, IncomingMessage>();

/** Sets the request's id (kept or new) on the request and its response, before Next runs. */
export function tagRequest(request: IncomingMessage, response: ServerResponse): string {
  const id = requestIdFrom(request.headers[REQUEST_ID_HEADER]);
  request.headers[REQUEST_ID_HEADER] = id;
  if (!response.headersSent) response.setHeader('X-Request-Id', id);
  started.set(request, performance.now());
  byId.set(id, request);
  return id;
}

/** Remembers the error Next reports for a request (by its id) for the request's log line. */
export function noteRequestError(requestId: string | undefined, error: unknown): void {
  const request = requestId ? byId.get(requestId) : undefined;
  if (request) errors.set(request, error);
  else logger.error({ req_id: requestId, err: error }, 'request error');
}

function pathOf(url: string | undefined): string {
  return (url ?? '').split('?')[0] ?? '';
}

/** The log line of a finished request when it failed (5xx); nothing otherwise. */
export function logFinished(request: IncomingMessage, response: ServerResponse): void {
  const id = String(request.headers[REQUEST_ID_HEADER] ?? '');
  byId.delete(id);
  if (response.statusCode < 500) return;
  const start = started.get(request);
  const error = errors.get(request);
  logger.error(
    {
      req_id: id,
      method: request.method,
      path: pathOf(request.url),
      status: response.statusCode,
      duration_ms: start === undefined ? undefined : Math.round(performance.now() - start),
      ...(error ? { err: error } : {}),
    },
    'request failed',
  );
}

let installed = false;

export function installRequestLog(): void {
  if (installed) return;
  installed = true;
  subscribe('http.server.request.start', (message) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
    tagRequest(request, response);
    // 'close' comes after the last byte or an aborted connection alike: the map never grows.
    response.once('close', () => logFinished(request, response));
  });
}

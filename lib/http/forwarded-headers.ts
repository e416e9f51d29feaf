import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { resolveClientAddress, trustedProxyCount } from './client-ip';

const FORWARDED = ['x-forwarded-for', 'x-forwarded-proto', 'x-forwarded-host', 'x-forwarded-port', 'x-real-ip'] as const;

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.split(',')[0]?.trim() || undefined;
}

/**
 * Rewrites the forwarded headers of one request from its socket (pure apart from the
 * mutation, so it is unit-tested): untrusted values are dropped before Next.js fills its
 * own defaults (it only sets these headers when absent).
 */
export function rewriteForwardedHeaders(request: Pick<IncomingMessage, 'headers'>, socket: Pick<Socket, 'remoteAddress'> & { encrypted?: boolean }, trusted: number): void {
  const headers = request.headers;
  const client = resolveClientAddress(socket.remoteAddress, [headers['x-forwarded-for']].flat().join(','), trusted);
  const proto = trusted > 0 ? firstValue(headers['x-forwarded-proto']) : undefined;
  const host = trusted > 0 ? firstValue(headers['x-forwarded-host']) : undefined;
  const port = trusted > 0 ? firstValue(headers['x-forwarded-port']) : undefined;
  for (const name of FORWARDED) delete headers[name];
  headers['x-forwarded-for'] = client;
  headers['x-forwarded-proto'] = proto === 'https' || proto === 'http' ? proto : (socket as TLSSocket).encrypted ? 'https' : 'http';
  if (host) headers['x-forwarded-host'] = host;
  if (port && /^\d{1,5}$/.test(port)) headers['x-forwarded-port'] = port;
}

let installed = false;

/**
 * Subscribes to Node's 'http.server.request.start' channel, published for every request
 * before the server's 'request' listeners (Next.js) run. Requests accepted before this
 * runs (the first instants of start-up) keep their headers as sent.
 */
export function installForwardedHeaders(): void {
  if (installed) return;
  installed = true;
  const trusted = trustedProxyCount();
  subscribe('http.server.request.start', (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    rewriteForwardedHeaders(request, socket, trusted);
  });
}

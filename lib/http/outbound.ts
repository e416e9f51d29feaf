import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable, Transform, pipeline } from 'node:stream';
import zlib from 'node:zlib';
import { addressAllowed, checkUrlSyntax, OutboundRefusal, portOf } from './outbound-policy';

/**
 * The one client for every server-side request to a URL a person typed or a feed returned
 * (a feed's token and pages, its next links, its photos; webhooks to come). Each connection
 * goes to an address checked by outbound-policy.ts: the name is resolved once, by the
 * `lookup` below, and only checked addresses are handed to the socket, so a second DNS
 * answer cannot rebind it. Redirects are followed here, at most 3, each target checked
 * again; never from https to http; `Authorization` and cookies are dropped when the origin
 * changes, and a request that carries a body (a token request's client secret) is never
 * sent on to another origin. Time (30 s) and bytes (50 MB by default) are capped, the body
 * counted as it streams, after decompression.
 *
 * A refused address, a closed port, a timeout and a name that does not resolve all end as
 * the same OutboundUnreachable: what a run records cannot be used to map the network behind
 * the server. The reason is in `detail`, for the server log.
 */
export const OUTBOUND_TIMEOUT_MS = 30_000;
export const OUTBOUND_MAX_BYTES = 50 * 1024 * 1024;
export const OUTBOUND_MAX_REDIRECTS = 3;

export const UNREACHABLE_MESSAGE = 'the server could not be reached';

export class OutboundUnreachable extends Error {
  constructor(readonly detail: string) {
    super(UNREACHABLE_MESSAGE);
    this.name = 'OutboundUnreachable';
  }
}

export interface OutboundInit extends Pick<RequestInit, 'method' | 'headers' | 'body' | 'signal'> {
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

/** What the feed client and the photo store call: `fetch`'s shape, so tests may pass a fake. */
export type Fetcher = (url: string, init: OutboundInit) => Promise<Response>;

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NULL_BODY = new Set([204, 205, 304]);
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

type AllLookup = (hostname: string, options: { all: true; family?: number | 'IPv4' | 'IPv6'; hints?: number }, callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void) => void;

/**
 * The socket's `lookup`: resolves the name, keeps only the addresses the policy allows on
 * this port, refuses when none is left. (`resolve` is the system's; tests pass a stub.)
 */
export function checkedLookup(port: string, resolve: AllLookup = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const allowed = addresses.filter((a) => addressAllowed(a.address, port));
      if (allowed.length === 0) {
        return callback(new OutboundRefusal('forbidden_address', `${hostname} resolves only to addresses that are not public`), '', 4);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, allowed);
      callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

function encodeBody(body: RequestInit['body'], headers: Headers): string | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof URLSearchParams) {
    if (!headers.has('content-type')) headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
    return body.toString();
  }
  if (typeof body === 'string') return body;
  throw new TypeError('outbound requests send text bodies only');
}

function send(url: URL, method: string, headers: Headers, body: string | undefined, signal: AbortSignal): Promise<http.IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing: Record<string, string> = Object.fromEntries(headers);
    if (body !== undefined) outgoing['content-length'] = String(Buffer.byteLength(body));
    if (!headers.has('accept-encoding')) outgoing['accept-encoding'] = 'gzip, deflate, br';
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, { method, headers: outgoing, signal, agent: agents[url.protocol as 'http:' | 'https:'], lookup: checkedLookup(portOf(url)) }, resolve);
    request.on('error', reject);
    request.end(body);
  });
}

/** The answer as a fetch Response whose body stops with an error past `maxBytes` (decoded). */
function toResponse(incoming: http.IncomingMessage, maxBytes: number, signal: AbortSignal): Response {
  const status = incoming.statusCode ?? 0;
  if (status < 200 || status > 599) {
    incoming.destroy();
    throw new OutboundUnreachable(`unexpected HTTP status ${status}`);
  }
  const encoding = String(incoming.headers['content-encoding'] ?? '').trim().toLowerCase();
  const declared = Number(incoming.headers['content-length']);
  if (!encoding && Number.isFinite(declared) && declared > maxBytes) {
    incoming.destroy();
    throw tooLarge(maxBytes);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (value === undefined || (encoding && (name === 'content-encoding' || name === 'content-length'))) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  if (NULL_BODY.has(status)) {
    incoming.resume();
    return new Response(null, { status, statusText: incoming.statusMessage, headers });
  }
  let seen = 0;
  const cap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.byteLength;
      done(seen > maxBytes ? tooLarge(maxBytes) : null, chunk);
    },
  });
  const decoder = decoderFor(encoding);
  const onAbort = () => cap.destroy(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
  signal.addEventListener('abort', onAbort, { once: true });
  const done = () => signal.removeEventListener('abort', onAbort);
  if (decoder) pipeline(incoming, decoder, cap, done);
  else pipeline(incoming, cap, done);
  return new Response(Readable.toWeb(cap) as ReadableStream<Uint8Array>, { status, statusText: incoming.statusMessage, headers });
}

function decoderFor(encoding: string): Transform | null {
  if (encoding === 'gzip' || encoding === 'x-gzip') return zlib.createGunzip();
  if (encoding === 'deflate') return zlib.createInflate();
  if (encoding === 'br') return zlib.createBrotliDecompress();
  return null;
}

const tooLarge = (maxBytes: number) => new OutboundRefusal('too_large', `the answer is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);

/** A `fetch` for addresses from outside: the policy on every hop, redirects by hand, caps on time and bytes. */
export async function outboundFetch(input: string | URL, init: OutboundInit = {}): Promise<Response> {
  const timeout = AbortSignal.timeout(init.timeoutMs ?? OUTBOUND_TIMEOUT_MS);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  const maxRedirects = init.maxRedirects ?? OUTBOUND_MAX_REDIRECTS;
  const headers = new Headers(init.headers);
  let body = encodeBody(init.body, headers);
  const hasBody = body !== undefined;
  let method = (init.method ?? 'GET').toUpperCase();
  try {
    let url = checkUrlSyntax(input);
    for (let hop = 0; ; hop++) {
      const incoming = await send(url, method, headers, body, signal);
      const location = REDIRECTS.has(incoming.statusCode ?? 0) ? incoming.headers.location : undefined;
      if (location === undefined) return toResponse(incoming, init.maxBytes ?? OUTBOUND_MAX_BYTES, signal);
      incoming.resume();
      if (hop >= maxRedirects) throw new OutboundRefusal('redirect', `more than ${maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new OutboundRefusal('redirect', 'a redirect to an address that cannot be read');
      }
      if (url.protocol === 'https:' && next.protocol === 'http:') throw new OutboundRefusal('redirect', 'a redirect from https to http is not followed');
      if (next.origin !== url.origin) {
        if (hasBody) throw new OutboundRefusal('redirect', 'a request with a body (credentials) is not sent on to another server');
        for (const name of ['authorization', 'proxy-authorization', 'cookie']) headers.delete(name);
      }
      const status = incoming.statusCode!;
      if ((status === 303 && method !== 'HEAD') || ((status === 301 || status === 302) && method === 'POST')) {
        method = 'GET';
        body = undefined;
        headers.delete('content-type');
      }
      url = checkUrlSyntax(next);
    }
  } catch (error) {
    if (init.signal?.aborted) throw error;
    if (error instanceof OutboundRefusal && (error.rule === 'redirect' || error.rule === 'too_large')) throw error;
    throw new OutboundUnreachable(error instanceof Error ? `${error.name}: ${error.message}` : String(error));
  }
}

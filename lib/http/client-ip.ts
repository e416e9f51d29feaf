import { config, type Config } from '@/lib/config/env';
/**
 * The client address, taken from the TCP socket unless TRUSTED_PROXY_COUNT reverse proxies
 * (nginx, a load balancer) stand in front of this server and append to X-Forwarded-For.
 *
 * Next.js gives handlers no socket, only an X-Forwarded-For that it fills from the socket
 * solely when the client sent none, so a client could choose its own address (and its own
 * rate-limit bucket). `installForwardedHeaders()` (called once from instrumentation.ts)
 * rewrites the forwarded headers of every incoming request before Next reads them:
 * X-Forwarded-For becomes exactly the resolved client address, and X-Forwarded-Proto /
 * -Host / -Port are kept only when they come from a trusted proxy.
 */

/** TRUSTED_PROXY_COUNT: 0 (default) = clients connect directly; N (at most 10) = N proxies append to X-Forwarded-For. */
export function trustedProxyCount(settings: Pick<Config, 'TRUSTED_PROXY_COUNT'> = config()): number {
  return settings.TRUSTED_PROXY_COUNT;
}

function normalise(address: string): string {
  // IPv4 clients of a dual-stack socket show up as ::ffff:1.2.3.4.
  return address.trim().replace(/^::ffff:/i, '');
}

/**
 * The address that connected to the first trusted proxy. The chain is what the nearest
 * proxy sent in X-Forwarded-For followed by the socket address; each trusted proxy appended
 * one entry, so the client is `trusted` entries from the right. Entries further left were
 * written by the client itself and are never used. With too short a chain (a proxy
 * missing), the leftmost entry the trusted proxies wrote is the best we can do.
 */
export function resolveClientAddress(socketAddress: string | undefined, forwardedFor: string | undefined, trusted: number): string {
  const socket = socketAddress ? normalise(socketAddress) : 'unknown';
  if (trusted === 0) return socket;
  const forwarded = (forwardedFor ?? '').split(',').map(normalise).filter(Boolean);
  const chain = [...forwarded, socket];
  return chain[Math.max(0, chain.length - 1 - trusted)] ?? socket;
}

/**
 * The client address for rate limiting and lead records. In a running server the forwarded
 * headers were rewritten from the socket (see above), so X-Forwarded-For holds one address.
 */
export function clientIp(headers: Headers): string {
  const last = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim();
  return normalise(last || headers.get('x-real-ip') || 'unknown');
}

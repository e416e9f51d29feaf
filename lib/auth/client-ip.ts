/**
 * The client address for rate limiting. Next sets x-forwarded-for to the socket address
 * when no proxy did; behind one reverse proxy (nginx, a load balancer) the last entry is
 * the one that proxy appended, which a client cannot forge, so we take the last entry.
 */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  const ip = last || headers.get('x-real-ip')?.trim() || 'unknown';
  // IPv4 clients of a dual-stack socket show up as ::ffff:1.2.3.4.
  return ip.replace(/^::ffff:/i, '');
}

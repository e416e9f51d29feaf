import { createHash } from 'node:crypto';

/**
 * A salted hash of the visitor's address, kept with the lead and its consent record:
 * enough to tie repeated submissions together or answer a Law 25 request, without
 * storing the address itself.
 */
export function hashIp(ip: string, salt: string): string | null {
  if (!ip || ip === 'unknown') return null;
  return createHash('sha256').update(`${salt}\u0000${ip}`).digest('hex').slice(0, 32);
}

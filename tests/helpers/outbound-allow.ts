import { resetConfigForTests } from '@/lib/config/env';

/**
 * Lets the outbound client (lib/http/outbound.ts) reach a loopback server a test or a
 * benchmark started: its address and port join OUTBOUND_ALLOW (read at each request), and
 * child processes started afterwards inherit it. Production never sets the variable.
 */
export function allowOutbound(origin: string): void {
  const { hostname, port } = new URL(origin);
  const entry = `${hostname}:${port}`;
  const entries = (process.env.OUTBOUND_ALLOW ?? '').split(',').filter(Boolean);
  if (entries.includes(entry)) return;
  process.env.OUTBOUND_ALLOW = [...entries, entry].join(',');
  // The configuration is parsed once a process (lib/config/env.ts): a benchmark has no test
  // set-up to re-read it after this change.
  resetConfigForTests();
}

/**
 * Whether this process received SIGTERM/SIGINT and is draining (lib/ops/graceful-stop.ts):
 * /readyz then answers 503 so a balancer stops sending new requests while in-flight ones end.
 */
const holder = globalThis as { __opsStopping?: boolean };

export function isStopping(): boolean {
  return holder.__opsStopping === true;
}

export function markStopping(): void {
  holder.__opsStopping = true;
}

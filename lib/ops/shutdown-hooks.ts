/**
 * What a graceful stop closes after the last request (lib/ops/graceful-stop.ts): each module
 * that opens a connection for the process (the database, Redis clients) registers its close
 * here, so the stop needs no list of them.
 */
type Hook = { name: string; close: () => Promise<void> };
const holder = globalThis as { __opsShutdownHooks?: Hook[] };

export function onShutdown(name: string, close: () => Promise<void>): void {
  (holder.__opsShutdownHooks ??= []).push({ name, close });
}

export function shutdownHooks(): readonly Hook[] {
  return holder.__opsShutdownHooks ?? [];
}

/**
 * Server start-up hook (Next.js `register`, run once per server process before requests).
 * Rewrites forwarded headers from the socket (lib/http/forwarded-headers.ts), and starts the lead outbox worker so queued e-mails go out after a restart even before a
 * new lead arrives or an editor opens the inbox. Node.js runtime only: the worker needs
 * the database and SMTP; the edge runtime has neither.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // First: client addresses come from the socket unless TRUSTED_PROXY_COUNT says otherwise.
  const { installForwardedHeaders } = await import('./lib/http/forwarded-headers');
  installForwardedHeaders();
  const { startOutboxAtBoot } = await import('./lib/leads/outbox-boot');
  startOutboxAtBoot();
  (await import('./lib/listings/sources/scheduler-boot')).startFeedSchedulerAtBoot();
}

/**
 * Server start-up hook (Next.js `register`, run once per server process before requests).
 * Starts the lead outbox worker so queued e-mails go out after a restart even before a
 * new lead arrives or an editor opens the inbox. Node.js runtime only: the worker needs
 * the database and SMTP; the edge runtime has neither.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { startOutboxAtBoot } = await import('./lib/leads/outbox-boot');
  startOutboxAtBoot();
}

/**
 * Liveness: the process answers. No database, no auth, never cached (lib/db/readiness.ts
 * is the readiness probe, /readyz).
 */
export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json({ status: 'ok', uptime_s: Math.round(process.uptime()) }, { headers: { 'cache-control': 'no-store' } });
}

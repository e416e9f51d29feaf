import { getDb } from '@/lib/db';
import { checkReadiness } from '@/lib/db/readiness';
import { redisPing } from '@/lib/ops/redis-ping';
import { isStopping } from '@/lib/ops/stopping';

/** Readiness (lib/db/readiness.ts): 200 when this instance can serve, else 503 with the reason. */
export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const result = await checkReadiness({ database: getDb, pingRedis: redisPing(), stopping: isStopping });
  const body = result.ready ? { status: 'ready', checks: result.checks } : { status: 'not_ready', reason: result.reason, checks: result.checks };
  return Response.json(body, { status: result.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } });
}

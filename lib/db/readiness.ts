import type { Queryable } from '@/lib/db/types';
import { migrations } from '@/lib/db/migrations';

/**
 * `GET /readyz`: whether this instance can serve (a balancer sends it traffic only then).
 * Ready means the database answers, every migration of this build is applied, Redis answers
 * when REDIS_URL is set, and the process is not stopping (lib/ops/shutdown.ts). Each check is
 * bounded, so a hung dependency gives 503 in a few seconds instead of a hung probe.
 */

export type CheckName = 'database' | 'migrations' | 'redis' | 'process';

export interface Readiness {
  ready: boolean;
  /** The first failing check's reason, for a human reading the probe. */
  reason?: string;
  checks: Partial<Record<CheckName, 'ok' | string>>;
}

export interface ReadinessDeps {
  database: () => Promise<Queryable>;
  /** Null when Redis is not configured. */
  pingRedis: (() => Promise<void>) | null;
  stopping: () => boolean;
  timeoutMs?: number;
}

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Versions of this build's migrations that the database has not recorded. */
export async function missingMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ version: string }>('select version from schema_migrations');
  const applied = new Set(rows.map((row) => row.version));
  return migrations.map((m) => m.version).filter((version) => !applied.has(version));
}

export async function checkReadiness(deps: ReadinessDeps): Promise<Readiness> {
  const ms = deps.timeoutMs ?? 3000;
  const checks: Readiness['checks'] = {};
  if (deps.stopping()) checks.process = 'stopping';
  try {
    const db = await withTimeout(deps.database(), ms, 'the database');
    await withTimeout(db.query('select 1'), ms, 'the database');
    checks.database = 'ok';
    const missing = await withTimeout(missingMigrations(db), ms, 'the database');
    checks.migrations = missing.length === 0 ? 'ok' : `not applied: ${missing.join(', ')}`;
  } catch (error) {
    checks.database = `unreachable: ${message(error)}`;
  }
  if (deps.pingRedis) {
    try {
      await withTimeout(deps.pingRedis(), ms, 'Redis');
      checks.redis = 'ok';
    } catch (error) {
      checks.redis = `unreachable: ${message(error)}`;
    }
  }
  const failing = Object.entries(checks).find(([, value]) => value !== 'ok');
  return failing ? { ready: false, reason: `${failing[0]}: ${failing[1]}`, checks } : { ready: true, checks };
}

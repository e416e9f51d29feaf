import type { Database } from './types';
import { migrations } from './migrations';

/**
 * Applies the versioned migrations not yet recorded, each in its own transaction,
 * in order. Safe to call at every start-up: applied versions are skipped.
 */
export async function migrate(db: Database): Promise<string[]> {
  await db.exec(`create table if not exists schema_migrations (
    version text primary key,
    applied_at timestamptz not null default now()
  )`);
  // Two app instances starting together on one PostgreSQL: one migrates, the other waits.
  if (db.kind === 'postgres') await db.query('select pg_advisory_lock(7261001)');
  try {
    const rows = await db.query<{ version: string }>('select version from schema_migrations');
    const applied = new Set(rows.map((r) => r.version));
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.version)) continue;
      await db.transaction(async (tx) => {
        for (const statement of splitStatements(migration.sql)) await tx.query(statement);
        await tx.query('insert into schema_migrations (version) values ($1)', [migration.version]);
      });
      done.push(migration.version);
    }
    return done;
  } finally {
    if (db.kind === 'postgres') await db.query('select pg_advisory_unlock(7261001)');
  }
}

/** Our migrations use plain statements ended by ';' at line end (no function bodies). */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

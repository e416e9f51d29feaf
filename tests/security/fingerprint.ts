import type { Database } from '@/lib/db/types';

/**
 * A digest of every row of every table, to prove a request wrote nothing. Sessions are left
 * out: using one slides its expiry, which is the point of a session, not a write of input.
 */
export async function dataFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not in ('sessions')
      order by table_name`,
  );
  const digest: Record<string, string> = {};
  for (const { table_name: table } of tables) {
    const rows = await db.query<{ digest: string | null; count: string | number }>(
      `select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest, count(*) as count from "${table}" t`,
    );
    digest[table] = `${rows[0]?.count}:${rows[0]?.digest}`;
  }
  return digest;
}

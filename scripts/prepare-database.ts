/**
 * The database step of a start (run through scripts/prepare-database.mjs, by `npm start`
 * before the server): opens the configured database (DATABASE_URL, or the embedded one in
 * PGLITE_DIR) as the server would, which migrates it and, on its first start, adds the first
 * admin and the demo content; then closes it. Seeding builds the demo site's pages, listings and
 * photos in memory once: done here, that memory goes with this process instead of staying in
 * the server's. A server started without it (`next start` alone) still does the same on its
 * first request.
 */
import '@/blocks/catalog';
import '@/lib/seed/database-setup';
import { getDb } from '@/lib/db';

export async function main(): Promise<void> {
  const started = performance.now();
  const db = await getDb();
  const [sites] = await db.query<{ n: number }>('select count(*)::int as n from sites');
  await db.close();
  const peakMb = Math.round(process.resourceUsage().maxRSS / 1024);
  console.log(`> Database ready: ${sites?.n ?? 0} sites (${Math.round(performance.now() - started)} ms, ${peakMb} MB at most)`);
}

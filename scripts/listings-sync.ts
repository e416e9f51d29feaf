/**
 * Runs listing feeds once, now: `npm run listings:sync [feed]` (a feed id or name; all
 * enabled feeds without one), against the configured database (DATABASE_URL, else the
 * embedded PGlite of PGLITE_DIR or .data/pglite: stop the app first, PGlite allows one
 * process). A feed that another instance is running is skipped. Ctrl-C or SIGTERM stops
 * between two pages; the next run resumes there.
 *
 * Pages cached by a running server are not expired from here (that takes the server's own
 * process): the server's scheduled runs and /qa/feeds "run now" do expire them; after a
 * command-line run, listing pages refresh within their revalidate period.
 */
import path from 'node:path';
import { migrate } from '@/lib/db/migrate';
import { openPglite } from '@/lib/db/pglite';
import { openPostgres } from '@/lib/db/postgres';
import type { Database } from '@/lib/db/types';
import { runFeed } from '@/lib/listings/sources/runner';

async function openConfigured(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openPglite(process.env.PGLITE_DIR ?? path.join(process.cwd(), '.data', 'pglite'));
}

export async function main(argv: string[]): Promise<void> {
  const wanted = argv.find((a) => !a.startsWith('-'));
  const db = await openConfigured();
  const controller = new AbortController();
  const stop = () => controller.abort(new Error('stopped'));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  let failed = false;
  try {
    await migrate(db);
    const feeds = await db.query<{ id: number; name: string }>(
      wanted ? 'select id, name from feeds where id::text = $1 or name = $1 order by id' : 'select id, name from feeds where enabled order by id',
      wanted ? [wanted] : [],
    );
    if (feeds.length === 0) throw new Error(wanted ? `no feed "${wanted}"` : 'no enabled feed');
    for (const feed of feeds) {
      if (controller.signal.aborted) break;
      const outcome = await runFeed(db, Number(feed.id), { trigger: 'cli', signal: controller.signal, invalidate: () => undefined });
      if (outcome.status === 'locked') console.log(`${feed.name}: already running elsewhere, skipped`);
      else if (outcome.status === 'not_found') console.log(`${feed.name}: gone`);
      else {
        const s = outcome.stats;
        console.log(
          `${feed.name}: ${outcome.status} in ${(outcome.durationMs / 1000).toFixed(1)} s — added ${s.added}, updated ${s.updated}, ` +
            `removed ${s.removed}, photos ${s.photos}, warnings ${s.warnings}${outcome.error ? ` — ${outcome.error}` : ''}`,
        );
        if (outcome.status === 'failed') failed = true;
      }
    }
  } finally {
    await db.close();
  }
  if (failed) process.exitCode = 1;
}

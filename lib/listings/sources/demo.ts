import type { Queryable } from '@/lib/db/types';
import { generateListings } from '../generator';
import { insertListings } from '../insert';
import type { ListingSource } from './types';

/** As many as the demo seed writes (lib/seed/listings.ts). */
const DEMO_COUNT = 2000;

/**
 * The demo feed: the generator's listings, unchanged, behind the same interface as a real
 * feed. The demo seed writes them on a first start; a run writes them only when none are
 * there (a database seeded without them), so it is safe on any schedule.
 */
export const demoSource: ListingSource = {
  kind: 'demo',
  async run(ctx) {
    const rows = await ctx.db.query<{ n: number }>("select count(*)::int as n from listings where source = 'demo'");
    if ((rows[0]?.n ?? 0) > 0) return;
    const today = ctx.now();
    const now = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()));
    ctx.stats.added += await insertListings(ctx.db, generateListings({ count: DEMO_COUNT, now }));
    await ctx.saveCheckpoint({ ...ctx.feed.checkpoint, demo_loaded: true });
  },
};

/** The demo site's feed row, so the demo feed shows at /qa/feeds and runs on the schedule like any other. */
export async function seedDemoFeed(db: Queryable, siteId: string): Promise<void> {
  await db.query("insert into feeds (site_id, name, kind, interval_minutes, checkpoint) values ($1, 'Demo feed', 'demo', 1440, '{\"demo_loaded\": true}')", [siteId]);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/lib/db/seed';
import type { Database } from '@/lib/db/types';
import { listMedia } from '@/lib/media/service';
import { findMediaUsage } from '@/lib/media/usage';
import { openTestDb } from '../helpers/db';

let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await seedDemo(db);
}, 180_000);
afterAll(() => db.close());

const SITE = 'demo-broker';

describe('demo content in the media library', () => {
  it('puts the demo images in the library with alt text in both languages', async () => {
    const items = await listMedia(db, SITE, { kind: 'image' });
    const names = items.map((i) => i.fileName);
    expect(names).toEqual(expect.arrayContaining(['quebec-city-blue-hour.jpg', 'julie-tremblay.svg', 'montreal.svg']));
    for (const item of items) {
      expect(item.alt.fr, item.fileName).toBeTruthy();
      expect(item.alt.en, item.fileName).toBeTruthy();
    }
    const hero = items.find((i) => i.fileName === 'quebec-city-blue-hour.jpg')!;
    expect(hero.alt.en).toMatch(/Old Québec/);
  });

  it('points pages and members at the library files, which know where they are used', async () => {
    const items = await listMedia(db, SITE, { kind: 'image' });
    const hero = items.find((i) => i.fileName === 'quebec-city-blue-hour.jpg')!;
    const usage = await findMediaUsage(db, SITE, hero.id);
    expect(usage.some((u) => u.type === 'page')).toBe(true);
    const julie = items.find((i) => i.fileName === 'julie-tremblay.svg')!;
    expect((await findMediaUsage(db, SITE, julie.id)).some((u) => u.type === 'member')).toBe(true);
    const leftovers = await db.query<{ n: number }>(
      `select count(*)::int as n from pages where site_id = $1 and (content::text like '%"/demo/heroes/%' or published::text like '%"/demo/heroes/%')`,
      [SITE],
    );
    expect(leftovers[0]!.n).toBe(0);
  });
});

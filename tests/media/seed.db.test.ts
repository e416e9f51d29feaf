import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { listMedia } from '@/lib/media/service';
import { findMediaUsage } from '@/lib/media/usage';
import { openDemoDb } from '../helpers/demo-db';

let db: Database;
beforeAll(async () => {
  db = await openDemoDb();
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

  it('puts the blog illustrations in the library: each article shows its file by id, with alt text in both languages', async () => {
    const articles = await db.query<{ main_image: { url: string; media_id?: string } }>('select main_image from articles where site_id = $1', [SITE]);
    expect(articles.length).toBeGreaterThan(0);
    const items = new Map((await listMedia(db, SITE, { kind: 'image' })).map((i) => [i.id, i] as const));
    for (const { main_image } of articles) {
      const file = items.get(main_image.media_id ?? '');
      expect(file, main_image.url).toBeDefined();
      expect(main_image.url).toBe(file!.url);
      expect(file!.alt.fr && file!.alt.en).toBeTruthy();
    }
    const winter = [...items.values()].find((i) => i.fileName === 'vendre-hiver.svg')!;
    expect((await findMediaUsage(db, SITE, winter.id)).some((u) => u.type === 'article')).toBe(true);
  });
});

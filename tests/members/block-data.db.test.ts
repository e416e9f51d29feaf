import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage, publishPage } from '@/lib/cms/page-writes';
import { getPageResult } from '@/lib/cms/pages';
import { findSiteById } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import { seedMembers } from '@/lib/seed/members';
import type { MemberCoreData, MembersCoreData } from '@/lib/members/block-data';
import { openTestDb } from '../helpers/db';

let db: Database;
let pageId: number;
const content = [
  { id: 'cards', block_type: 'member_cards_block', fields: { context_type: 'teams' } },
  { id: 'laval', block_type: 'member_cards_block', fields: { context_type: 'brokers', office_slug: 'laval' } },
  { id: 'hero', block_type: 'hero_profile_page_block', fields: { member_slug: 'equipe-rive-sud' } },
  { id: 'text', block_type: 'text_block_1', fields: {} },
];

beforeAll(async () => {
  db = await openTestDb();
  await db.query(`insert into sites (id, key, name, type, domains, is_default) values ('demo-broker', 'k', 'Julie Tremblay', 'broker', '{localhost}', true)`);
  await seedMembers(db, 'demo-broker');
  pageId = await db.transaction(async (tx) => {
    const id = await createPage(tx, { siteId: 'demo-broker', paths: { fr: '/courtiers', en: '/brokers' }, title: { fr: 'Courtiers' }, content });
    await publishPage(tx, id, 'test');
    return id;
  });
}, 120_000);
afterAll(async () => db.close());

describe('server core data of member blocks in the page response', () => {
  it('fills each member block from the collection, by context type and office', async () => {
    const site = (await findSiteById(db, 'demo-broker'))!;
    const result = await getPageResult(db, site, { locale: 'fr', path: '/courtiers' });
    if (!('page' in result)) throw new Error('expected a page');
    const [cards, laval, hero, text] = result.page.content;
    const teams = cards!.core_data as MembersCoreData;
    expect(teams.members.map((m) => m.name)).toEqual(['Équipe Tremblay', 'Équipe Rive-Sud']);
    const lavalBrokers = laval!.core_data as MembersCoreData;
    expect(lavalBrokers.total).toBe(5);
    expect(lavalBrokers.members.every((m) => m.office_slug === 'laval')).toBe(true);
    // List payloads leave the bios out; a profile hero keeps its member whole, with the team.
    expect(lavalBrokers.members[0]!.bio).toEqual({});
    const profile = hero!.core_data as MemberCoreData;
    expect(profile.member?.name).toBe('Équipe Rive-Sud');
    expect(profile.team.map((m) => m.name)).toEqual(['Geneviève Pelletier', 'Karim Benali', 'Éric Bergeron']);
    expect(text!.core_data).toBeUndefined();
  });

  it('the stored page keeps only the blocks’ own settings', async () => {
    const rows = await db.query<{ published: { content: unknown[] } }>('select published from pages where id = $1', [pageId]);
    expect(rows[0]!.published.content).toEqual(content);
  });
});

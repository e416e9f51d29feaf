import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { alertSender } from '@/lib/listings/block-data';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/*
 * Issue 32: a search saved on a broker's site is attributed to that broker and its consent
 * names them; on an agency's site the consent names the agency (the site) and no broker.
 */

let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await insertFixtures(db);
  await db.query(`update sites set metadata = '{"site_name":{"fr":"Agence Rive-Nord","en":"North Shore Agency"}}' where id = 'agency'`);
  await db.query(`insert into members (site_id, slug, kind, name, position) values ('broker', 'adjointe', 'administrator', 'Adjointe', 0), ('broker', 'julie', 'broker', 'Julie Tremblay', 1), ('agency', 'paul', 'broker', 'Paul Roy', 0)`);
});
afterAll(() => db.close());

describe('who a saved search is attributed to', () => {
  it('on a broker’s site: its broker, by name', async () => {
    const julie = Number((await db.query<{ id: number }>(`select id from members where slug = 'julie'`))[0]!.id);
    expect(await alertSender(db, 'broker', 'fr')).toEqual({ name: 'Julie Tremblay', memberId: julie });
  });

  it('on an agency’s site: the agency’s name in the page’s language, no broker', async () => {
    expect(await alertSender(db, 'agency', 'fr')).toEqual({ name: 'Agence Rive-Nord', memberId: null });
    expect(await alertSender(db, 'agency', 'en')).toEqual({ name: 'North Shore Agency', memberId: null });
  });
});

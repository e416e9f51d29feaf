import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityFacets, listActivity } from '@/lib/activity/queries';
import { activityOfRequest, recordActivity } from '@/lib/activity/record';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/** Issue 29, /qa/activity: one log of every write, filtered by person, entity and day, per site. */
let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await insertFixtures(db);
  const anne = { id: 1, name: 'Anne' };
  const bob = { id: 2, name: 'Bob' };
  await db.query(`insert into editors (id, email, name, password_hash) values (1, 'a@x.ca', 'Anne', 'x'), (2, 'b@x.ca', 'Bob', 'x')`);
  await recordActivity(db, { editor: anne, siteId: 'broker', entity: 'pages', entityId: 12, action: 'publish', summary: 'POST /api/editor/pages/12/publish' });
  await recordActivity(db, { editor: bob, siteId: 'broker', entity: 'members', entityId: 3, action: 'update' });
  await recordActivity(db, { editor: bob, siteId: 'agency', entity: 'pages', entityId: 40, action: 'delete' });
  await db.query(`update activity set at = '2026-01-15 12:00' where entity = 'members'`);
});
afterAll(() => db.close());

describe('activity log', () => {
  it('names the entity, id and action of an API write from its path', () => {
    expect(activityOfRequest('POST', '/api/editor/pages/12/publish')).toMatchObject({ entity: 'pages', entityId: '12', action: 'publish' });
    expect(activityOfRequest('PUT', '/api/editor/members/7')).toMatchObject({ entity: 'members', entityId: '7', action: 'update' });
    expect(activityOfRequest('POST', '/api/leads/9/handled')).toMatchObject({ entity: 'leads', entityId: '9', action: 'handled' });
  });

  it("keeps a site's log to that site, and filters by person, entity and day", async () => {
    const broker = await listActivity(db, { siteId: 'broker' });
    expect(broker.map((r) => `${r.editorName} ${r.entity} ${r.action}`)).toEqual(['Anne pages publish', 'Bob members update']);
    expect((await listActivity(db, { siteId: 'broker', editorId: 2 })).map((r) => r.entity)).toEqual(['members']);
    expect((await listActivity(db, { entity: 'pages' })).map((r) => r.siteId)).toEqual(['agency', 'broker']);
    expect((await listActivity(db, { siteId: 'broker', from: '2026-01-15', to: '2026-01-15' })).map((r) => r.entity)).toEqual(['members']);
    expect(await activityFacets(db, 'agency')).toEqual({ people: [{ id: 2, name: 'Bob' }], entities: ['pages'] });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { listInboxRecipients } from '@/lib/leads/recipients';
import { leadScopeOf } from '@/lib/leads/scope';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/** Issue 29: the inbox's recipient filter lists the site's recipients, and a broker only themself. */
let db: Database;
let julie: number;
beforeAll(async () => {
  db = await openTestDb();
  await insertFixtures(db);
  julie = Number((await db.query<{ id: number }>(`insert into members (site_id, slug, kind, name) values ('broker', 'julie', 'broker', 'Julie') returning id`))[0]!.id);
  await db.query(`insert into lead_recipients (site_id, type, slug, name, email) values
    ('broker', 'broker', 'julie', 'Julie', 'j@x.ca'), ('broker', 'broker', 'marc', 'Marc', 'm@x.ca'), ('agency', 'office', 'centre', 'Centre', 'c@x.ca')`);
});
afterAll(() => db.close());

describe('lead scope', () => {
  it("an editor sees the site's recipients, a broker only themself, nobody another site's", async () => {
    const editorScope = await leadScopeOf(db, { site: { id: 'broker' }, role: 'editor', memberId: null });
    const brokerScope = await leadScopeOf(db, { site: { id: 'broker' }, role: 'broker', memberId: julie });
    expect(brokerScope).toEqual({ siteId: 'broker', brokerSlug: 'julie' });
    expect((await listInboxRecipients(db, editorScope)).map((r) => r.slug)).toEqual(['julie', 'marc']);
    expect((await listInboxRecipients(db, brokerScope)).map((r) => r.slug)).toEqual(['julie']);
  });

  it('a broker whose member is gone sees no leads and no recipients', async () => {
    const orphan = await leadScopeOf(db, { site: { id: 'broker' }, role: 'broker', memberId: 999999 });
    expect(orphan).toEqual({ siteId: 'broker', brokerSlug: null });
    expect(await listInboxRecipients(db, orphan)).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSiteById } from '@/lib/sites/sites';
import { missingSiteMentions } from '@/lib/compliance/site-mentions';
import type { Database } from '@/lib/db/types';
import { advertisingBody, saveAdvertisingIdentity } from '@/lib/editor/advertising-settings';
import { memberInputSchema } from '@/lib/members/input';
import { listLicensedPeople } from '@/lib/members/queries';
import { insertMember } from '@/lib/members/writes';
import { openTestDb } from '../helpers/db';

/**
 * A site admin sets what the site's advertisements carry; the executive officer and the
 * advertised broker must be members of that site; once set, the mentions rule finds nothing missing.
 */
let db: Database;
let broker = 0;
let stranger = 0;

beforeAll(async () => {
  db = await openTestDb();
  for (const id of ['site-a', 'site-b']) await db.query(`insert into sites (id, key, name) values ($1, $1, $1)`, [id]);
  const julie = memberInputSchema.parse({
    slug: 'julie', kind: 'broker', name: 'Julie Tremblay', licence_number: 'H4827',
    licence_title: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' },
  });
  broker = ((await insertMember(db, 'site-a', julie)) as { id: number }).id;
  stranger = ((await insertMember(db, 'site-b', { ...julie, slug: 'autre' })) as { id: number }).id;
});
afterAll(async () => db.close());

const body = (extra: Record<string, unknown>) =>
  advertisingBody.parse({ kind: 'agency', agency_name: 'Groupe Courtier Immobilier', agency_licence_number: 'E1538', executive_officer_id: broker, broker_member_id: broker, ...extra });

describe('the advertising identity', () => {
  it('an empty body names no kind and is refused; a licence number in another format too', () => {
    expect(advertisingBody.safeParse({}).success).toBe(false);
    expect(advertisingBody.safeParse({ kind: 'agency', agency_licence_number: 'e-15' }).success).toBe(false);
  });

  it('refuses an executive officer or a broker of another site, saving nothing', async () => {
    expect(await saveAdvertisingIdentity(db, 'site-a', body({ executive_officer_id: stranger }))).toEqual({ saved: false, field: 'executive_officer_id' });
    expect(await saveAdvertisingIdentity(db, 'site-a', body({ broker_member_id: stranger }))).toEqual({ saved: false, field: 'broker_member_id' });
    expect((await findSiteById(db, 'site-a'))!.advertising).toEqual({});
  });

  /** What the site lacks, its e-mails' postal address included (the site has no office). */
  const missing = async (siteId: string) => {
    const site = (await findSiteById(db, siteId))!;
    return (await missingSiteMentions(db, site, await listLicensedPeople(db, siteId))).map((m) => m.field);
  };

  it('saves it: the site then lacks no mention', async () => {
    expect((await missing('site-a')).length).toBeGreaterThan(0);
    expect(await saveAdvertisingIdentity(db, 'site-a', body({ postal_address: '1000, rue Sherbrooke Ouest, Montréal H3A 3G4' }))).toMatchObject({ saved: true });
    expect(await missing('site-a')).toEqual([]);
  });

  it('without an office, the business address is what the e-mails give: without it the site lacks a postal address', async () => {
    expect(await saveAdvertisingIdentity(db, 'site-a', body({}))).toMatchObject({ saved: true });
    expect(await missing('site-a')).toEqual(['postal_address']);
  });
});

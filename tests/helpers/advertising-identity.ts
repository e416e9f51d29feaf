import type { Queryable } from '@/lib/db/types';

/**
 * A broker with complete licence data, advertised by the site and its executive officer, so
 * the site (which has no office) passes the mentions rule every publish checks, its e-mails'
 * business address included; returns the member's id.
 */
export async function insertAdvertisingIdentity(db: Queryable, siteId: string): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into members (site_id, slug, kind, name, licence_name, licence_title, licence_number)
     values ($1, 'julie-fixture', 'broker', 'Julie Fixture', 'Julie Fixture', $2, 'F1234') returning id`,
    [siteId, JSON.stringify({ fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' })],
  );
  const id = Number(rows[0]!.id);
  const identity = { kind: 'agency', agency_name: 'Agence Fixture', agency_licence_number: 'A9876', executive_officer_id: id, broker_member_id: id, franchise_statement: {}, postal_address: '1000, rue Sherbrooke Ouest, Montréal H3A 3G4' };
  await db.query('update sites set advertising = $2 where id = $1', [siteId, JSON.stringify(identity)]);
  return id;
}

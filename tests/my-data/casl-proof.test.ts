import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeByTokenIn } from '@/lib/alerts/manage';
import { runAlerts } from '@/lib/alerts/run';
import { insertSavedSearch } from '@/lib/alerts/store';
import type { Database } from '@/lib/db/types';
import { defaultFilters } from '@/lib/listings/filters';
import { openTestDb } from '../helpers/db';
import { seedFixtureListings } from '../listings/fixtures';
import { A, insertTwoSites } from './fixtures';

/**
 * CASL: every alert (commercial) e-mail names its sender with a postal address and a contact,
 * carries a working unsubscribe (link and one-click header), and its send row keeps the proof
 * of the recipient's consent: the consent text word for word, when and from where it was
 * given, and when it was confirmed. Once unsubscribed, nothing more is sent.
 */
let db: Database;
let searchId = 0;
const CONSENT = 'J’accepte de recevoir par courriel des alertes de propriétés de Agence Test. Je peux me désabonner en tout temps.';
const consentedAt = new Date('2026-03-01T14:00:00Z');

beforeAll(async () => {
  db = await openTestDb();
  await insertTwoSites(db);
  await db.query(
    `insert into offices (site_id, slug, name, latitude, longitude, address_street, address_city, postal_code, phone_display, email)
     values ($1, 'siege', '{"fr":"Siège","en":"Head office"}', 46, -74, '{"fr":"100, rue Principale"}', '{"fr":"Saint-Jérôme"}', 'J7Z 1A1', '450 555-0100', 'bureau@agence.example.com')`,
    [A.id],
  );
  const search = await insertSavedSearch(db, {
    siteId: A.id, email: 'acheteur@example.com', locale: 'fr', frequency: 'instant', criteria: defaultFilters(), memberId: null, sourcePath: '/fr/proprietes',
    origin: 'https://a.test', consentText: CONSENT, consentedAt, consentIpHash: 'hash-ip-1',
  });
  searchId = Number(search.id);
  await db.query(`update saved_searches set status = 'active', confirmed_at = '2026-03-01T14:05:00Z' where id = $1`, [searchId]);
  // Listings arriving while the search is active are its new listings.
  await seedFixtureListings(db, 30);
}, 180_000);
afterAll(() => db?.close());

const alertRows = () =>
  db.query<{ site_id: string; recipient: string; subject: string; consent_proof: Record<string, unknown>; message: { text: string; html: string; headers: Record<string, string> } }>(
    `select site_id, recipient, subject, consent_proof, message from lead_outbox where saved_search_id = $1 order by id`,
    [searchId],
  );

describe('alert e-mails under CASL', () => {
  it('each send row keeps the recipient, the site and the proof of consent (text, time, address hash, confirmation)', async () => {
    const report = await runAlerts(db);
    expect(report.emails).toBe(1);
    const [row] = await alertRows();
    expect(row).toMatchObject({ site_id: A.id, recipient: 'acheteur@example.com' });
    expect(row!.subject.length).toBeGreaterThan(0);
    expect(row!.consent_proof).toMatchObject({
      saved_search_id: searchId,
      consent_text: CONSENT,
      consent_ip_hash: 'hash-ip-1',
      consented_at: expect.stringMatching(/^2026-03-01T14:00:00/),
      confirmed_at: expect.stringMatching(/^2026-03-01T14:05:00/),
    });
  });

  it('the e-mail names the sender, its postal address and a contact, and links an unsubscribe that works (then nothing more is sent)', async () => {
    const [row] = await alertRows();
    for (const part of [row!.message.text, row!.message.html]) {
      expect(part).toContain('Agence Test');
      expect(part).toContain('100, rue Principale, Saint-Jérôme J7Z 1A1');
      expect(part).toContain('info@agence.example.com');
      expect(part).toMatch(/\/fr\/alertes\/desabonnement\?t=/);
    }
    expect(row!.message.headers['List-Unsubscribe']).toMatch(/^<https?:\/\/[^>]+\/api\/alerts\/unsubscribe\?t=[^>]+>$/);
    const token = decodeURIComponent(row!.message.text.match(/desabonnement\?t=(\S+)/)![1]!);
    const done = await unsubscribeByTokenIn(db, token);
    expect(done.ok).toBe(true);
    await db.query(`update listings set price = price - 10000 where uls in (select uls from listings where status = 'active' limit 3)`);
    expect((await runAlerts(db)).emails).toBe(0);
    expect(await alertRows()).toHaveLength(1);
  });
});

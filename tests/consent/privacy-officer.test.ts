import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { privacyOfficerBody } from '@/lib/editor/api-schemas';
import { savePrivacyOfficer } from '@/lib/editor/site-settings';
import { openTestDb } from '../helpers/db';
import { insertTestSite, SITE } from '../leads/lead-fixtures';

let db: Database;
beforeAll(async () => {
  db = await openTestDb();
  await insertTestSite(db);
});
afterAll(() => db.close());

describe('the person in charge of personal information', () => {
  it('is saved in the site settings, where the privacy policy reads it', async () => {
    const officer = { name: 'Julie Tremblay', title: { fr: 'Courtière responsable', en: 'Broker in charge' }, email: 'vie-privee@example.com' };
    await savePrivacyOfficer(db, SITE.id, officer);
    const [row] = await db.query<{ officer: unknown }>(`select metadata->'privacy_officer' as officer from sites where id = $1`, [SITE.id]);
    expect(row?.officer).toEqual(officer);
  });

  it('needs an e-mail, and a name or a title in both languages', () => {
    const ok = (body: unknown) => privacyOfficerBody.safeParse(body).success;
    expect(ok({ name: '', title: { fr: 'Responsable de la vie privée', en: 'Privacy officer' }, email: 'a@example.com' })).toBe(true);
    expect(ok({ name: 'Julie Tremblay', title: { fr: '', en: '' }, email: 'a@example.com' })).toBe(true);
    expect(ok({ name: '', title: { fr: 'Responsable', en: '' }, email: 'a@example.com' })).toBe(false);
    expect(ok({ name: 'Julie Tremblay', title: { fr: '', en: '' }, email: 'not an address' })).toBe(false);
    expect(ok({ name: 'Julie Tremblay', title: { fr: '', en: '' } })).toBe(false);
  });
});

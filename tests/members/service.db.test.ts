import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { seedMembers } from '@/lib/seed/members';
import { memberInputSchema } from '@/lib/members/input';
import { getMember, listMemberOffices, listMembers, teamsOf } from '@/lib/members/queries';
import { deleteMember, insertMember, reorderMembers, updateMember } from '@/lib/members/writes';
import { findRecipient } from '@/lib/leads/recipients';
import { openTestDb } from '../helpers/db';
import { quebecDay } from '@/lib/format/date';

const SITE = 'demo-broker';
let db: Database;

beforeAll(async () => {
  db = await openTestDb();
  await db.query(`insert into sites (id, key, name, type) values ($1, 'k', 'Julie Tremblay', 'broker'), ('other', 'k2', 'Autre', 'agency')`, [SITE]);
  await db.query(`insert into offices (site_id, slug, name, latitude, longitude, position) values
    ($1, 'montreal', '{"fr":"Bureau de Montréal","en":"Montréal office"}', 45.52, -73.58, 0),
    ($1, 'laval', '{"fr":"Bureau de Laval","en":"Laval office"}', 45.57, -73.75, 1)`, [SITE]);
  await seedMembers(db, SITE);
}, 120_000);
afterAll(async () => db.close());

describe('members by context type and office', () => {
  it('lists the 16 demo brokers in editor order, Julie Tremblay first, with licence title and agency', async () => {
    const page = await listMembers(db, SITE, { kind: 'broker', limit: 100 });
    expect(page.total).toBe(16);
    expect(page.items[0]).toMatchObject({
      name: 'Julie Tremblay',
      licence_title: { fr: 'Courtière immobilière résidentielle', en: 'Residential real estate broker' },
      agency: 'Groupe Courtier Immobilier, agence immobilière',
      phone_display: '514 555-0123',
      phone_international: '+15145550123',
    });
    expect(page.items.every((m) => m.kind === 'broker')).toBe(true);
  });

  it('pages: page 2 of 6 holds the 7th to 12th, the total stays 16', async () => {
    const all = await listMembers(db, SITE, { kind: 'broker', limit: 100 });
    const second = await listMembers(db, SITE, { kind: 'broker', page: 2, limit: 6 });
    expect(second.total).toBe(16);
    expect(second.items.map((m) => m.slug)).toEqual(all.items.slice(6, 12).map((m) => m.slug));
    const beyond = await listMembers(db, SITE, { kind: 'broker', page: 9, limit: 6 });
    expect(beyond).toMatchObject({ total: 16, items: [] });
  });

  it('filters by office and names the office from the offices collection (slug when missing)', async () => {
    const laval = await listMembers(db, SITE, { kind: 'broker', office: 'laval', limit: 100 });
    expect(laval.total).toBe(5);
    expect(laval.items.every((m) => m.office_slug === 'laval')).toBe(true);
    expect(laval.items[0]?.office_name).toEqual({ fr: 'Bureau de Laval', en: 'Laval office' });
    const offices = await listMemberOffices(db, SITE, 'broker');
    expect(offices).toEqual([
      { slug: 'montreal', name: { fr: 'Bureau de Montréal', en: 'Montréal office' } },
      { slug: 'laval', name: { fr: 'Bureau de Laval', en: 'Laval office' } },
      { slug: 'longueuil', name: { fr: 'longueuil', en: 'longueuil' } },
    ]);
  });

  it('counts 2 teams, 3 administrators, 3 directors; other sites see none', async () => {
    expect((await listMembers(db, SITE, { kind: 'team' })).total).toBe(2);
    expect((await listMembers(db, SITE, { kind: 'administrator' })).total).toBe(3);
    expect((await listMembers(db, SITE, { kind: 'director' })).total).toBe(3);
    expect((await listMembers(db, 'other', {})).total).toBe(0);
  });

  it('gets a team with its members in team order, and the teams of a broker', async () => {
    const team = await getMember(db, SITE, 'equipe-tremblay');
    expect(team?.team.map((m) => m.name)).toEqual(['Julie Tremblay', 'David Chen', 'Olivier Lapointe']);
    expect((await teamsOf(db, SITE, 'julie-tremblay')).map((t) => t.slug)).toEqual(['equipe-tremblay']);
    expect(await getMember(db, SITE, 'personne')).toBeNull();
  });
});

describe('writes', () => {
  const input = (over: Record<string, unknown> = {}) =>
    memberInputSchema.parse({ slug: 'lea-martin', kind: 'broker', name: 'Léa Martin', email: 'lea@example.ca', office_slug: 'laval', ...over });

  it('creates a member last, refuses a taken slug with 409 on the slug, and makes it a lead recipient', async () => {
    const created = await db.transaction((tx) => insertMember(tx, SITE, input()));
    expect(created.ok).toBe(true);
    const all = await listMembers(db, SITE, { kind: 'broker', limit: 100 });
    expect(all.items.at(-1)?.slug).toBe('lea-martin');
    expect(await db.transaction((tx) => insertMember(tx, SITE, input()))).toEqual({ ok: false, status: 409, field: 'slug', error: 'slug-taken' });
    expect(await findRecipient(db, SITE, 'broker', 'lea-martin')).toMatchObject({ name: 'Léa Martin', email: 'lea@example.ca' });
  });

  it('dates a new or replaced photo given without a date to today in Québec, and keeps a date the editor set', async () => {
    const today = quebecDay();
    const photo = (url: string) => ({ avatar: { url, alt: 'Photo' } });
    await db.transaction((tx) => insertMember(tx, SITE, input({ slug: 'photo-date', ...photo('/a.jpg') })));
    const created = (await getMember(db, SITE, 'photo-date'))!;
    expect(created.photo_taken_on).toBe(today);
    await db.query("update members set photo_taken_on = '2024-03-01' where id = $1", [created.id]);
    // The same photo, saved again: its date stays.
    await db.transaction((tx) => updateMember(tx, SITE, created.id, input({ slug: 'photo-date', ...photo('/a.jpg'), photo_taken_on: '2024-03-01' })));
    expect((await getMember(db, SITE, 'photo-date'))!.photo_taken_on).toBe('2024-03-01');
    // Another photo with the old date left in the form: it is dated today.
    await db.transaction((tx) => updateMember(tx, SITE, created.id, input({ slug: 'photo-date', ...photo('/b.jpg'), photo_taken_on: '2024-03-01' })));
    expect((await getMember(db, SITE, 'photo-date'))!.photo_taken_on).toBe(today);
    // A date the editor gives with the new photo wins.
    await db.transaction((tx) => updateMember(tx, SITE, created.id, input({ slug: 'photo-date', ...photo('/c.jpg'), photo_taken_on: '2025-06-15' })));
    expect((await getMember(db, SITE, 'photo-date'))!.photo_taken_on).toBe('2025-06-15');
    await db.transaction((tx) => deleteMember(tx, SITE, created.id));
  });

  it('renaming a slug follows in teams and in lead recipients', async () => {
    const lea = (await getMember(db, SITE, 'lea-martin'))!;
    const team = (await getMember(db, SITE, 'equipe-tremblay'))!;
    await db.transaction((tx) =>
      updateMember(tx, SITE, team.id, memberInputSchema.parse({ ...team, team_member_slugs: [...team.team_member_slugs, 'lea-martin'] })),
    );
    const renamed = await db.transaction((tx) => updateMember(tx, SITE, lea.id, input({ slug: 'lea-martin-roy', email: 'lea.roy@example.ca' })));
    expect(renamed.ok).toBe(true);
    expect((await getMember(db, SITE, 'equipe-tremblay'))?.team_member_slugs).toContain('lea-martin-roy');
    expect(await findRecipient(db, SITE, 'broker', 'lea-martin')).toBeNull();
    expect(await findRecipient(db, SITE, 'broker', 'lea-martin-roy')).toMatchObject({ email: 'lea.roy@example.ca' });
  });

  it('reorders by ids and deletes (gone from teams and recipients); unknown id is 404', async () => {
    const brokers = (await listMembers(db, SITE, { kind: 'broker', limit: 100 })).items;
    const reversed = brokers.map((m) => m.id).reverse();
    await db.transaction((tx) => reorderMembers(tx, SITE, reversed));
    expect((await listMembers(db, SITE, { kind: 'broker', limit: 1 })).items[0]?.slug).toBe('lea-martin-roy');
    const lea = (await getMember(db, SITE, 'lea-martin-roy'))!;
    expect(await db.transaction((tx) => deleteMember(tx, SITE, lea.id))).toEqual({ ok: true, id: lea.id });
    expect((await getMember(db, SITE, 'equipe-tremblay'))?.team_member_slugs).not.toContain('lea-martin-roy');
    expect(await findRecipient(db, SITE, 'broker', 'lea-martin-roy')).toBeNull();
    expect(await db.transaction((tx) => deleteMember(tx, SITE, lea.id))).toMatchObject({ ok: false, status: 404 });
  });

  it('administrators are administrative_team recipients, directors executive_team', async () => {
    expect(await findRecipient(db, SITE, 'administrative_team', 'sophie-cote')).toMatchObject({ name: 'Sophie Côté' });
    expect(await findRecipient(db, SITE, 'executive_team', 'richard-lavoie')).toMatchObject({ name: 'Richard Lavoie' });
    expect(await findRecipient(db, SITE, 'team', 'equipe-rive-sud')).toMatchObject({ email: 'rive-sud@example.ca' });
  });
});

describe('input validation', () => {
  it('names the field: bad slug, bad e-mail, javascript: URL', () => {
    const r = memberInputSchema.safeParse({ slug: 'Pas Bon', kind: 'broker', name: 'X', email: 'x', avatar: { url: 'javascript:alert(1)' } });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['slug', 'email', 'avatar.url']));
  });
});

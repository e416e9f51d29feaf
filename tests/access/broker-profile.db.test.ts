import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/**
 * Issue 29: a broker keeps their own member profile up to date (texts, photo, phones...) but
 * where the profile lives and how the site files it stay the editors' decision: its kind, its
 * address (slug), its office, its agency, a team's members. The API refuses those changes
 * with a 403 naming the fields; another member's or another site's id in the body reaches
 * nothing. An editor may still change them.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const { PUT } = (await import('@/app/api/editor/members/[id]/route')) as unknown as Record<string, Handler>;

let db: Database;
let julie: number;
let marc: number;
let paul: number;
const cookies = { broker: '', editor: '' };

type Row = { kind: string; slug: string; office_slug: string | null; agency: string; name: string; bio: Record<string, string> };
const julieNow = { slug: 'julie', kind: 'broker', name: 'Julie Tremblay', agency: 'Agence Tremblay', office_slug: 'centre' };

async function memberRow(id: number): Promise<Row> {
  return (await db.query<Row>('select kind, slug, office_slug, agency, name, bio from members where id = $1', [id]))[0]!;
}

function put(id: number, body: Record<string, unknown>, who: keyof typeof cookies = 'broker', host = 'broker.test') {
  const request = new NextRequest(`http://${host}/api/editor/members/${id}`, {
    method: 'PUT',
    headers: { host, cookie: `qa_session=${cookies[who]}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return PUT!(request, { params: Promise.resolve({ id: String(id) }) });
}

async function insertMember(siteId: string, slug: string, name: string, office: string | null, agency = ''): Promise<number> {
  const rows = await db.query<{ id: number }>(
    `insert into members (site_id, slug, kind, name, office_slug, agency) values ($1, $2, 'broker', $3, $4, $5) returning id`,
    [siteId, slug, name, office, agency],
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  await db.query(`insert into offices (site_id, slug, name, latitude, longitude) values ('broker', 'centre', '{"fr":"Centre"}', 45.5, -73.6), ('broker', 'nord', '{"fr":"Nord"}', 45.6, -73.6)`);
  julie = await insertMember('broker', 'julie', 'Julie Tremblay', 'centre', 'Agence Tremblay');
  marc = await insertMember('broker', 'marc', 'Marc', 'centre');
  paul = await insertMember('agency', 'paul', 'Paul', null);
  const broker = await createEditor(db, { email: 'julie@example.com', name: 'Julie', password: 'un mot de passe assez long' });
  await setSiteRole(db, broker!.id, 'broker', 'broker', julie);
  cookies.broker = (await createSession(db, broker!.id)).token;
  const editor = await createEditor(db, { email: 'editor@example.com', name: 'Editor', password: 'un mot de passe assez long' });
  await setSiteRole(db, editor!.id, 'broker', 'editor');
  cookies.editor = (await createSession(db, editor!.id)).token;
});
afterAll(() => db.close());

describe('a broker editing their own member profile', () => {
  it('saves what a broker keeps up to date (bio, phone, name) when the rest is unchanged', async () => {
    const response = await put(julie, { ...julieNow, bio: { fr: 'Courtière à Laval' }, phone_display: '514 555-0101' });
    expect(response.status).toBe(200);
    expect((await memberRow(julie)).bio).toEqual({ fr: 'Courtière à Laval' });
  });

  it.each([
    ['kind', { kind: 'director' }],
    ['slug', { slug: 'julie-la-meilleure' }],
    ['office_slug', { office_slug: 'nord' }],
    ['office_slug', { office_slug: null }],
    ['agency', { agency: 'Une autre agence' }],
    ['team_member_slugs', { team_member_slugs: ['marc'] }],
  ])('is refused changing %s (403 naming the field), and nothing is saved', async (field, change) => {
    const before = await memberRow(julie);
    const response = await put(julie, { ...julieNow, bio: { fr: 'Changé en douce' }, ...change });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { error: string; message: string; fields: string[] };
    expect(body.error).toBe('forbidden');
    expect(body.fields).toEqual([field]);
    expect(body.message).toContain(field);
    expect(await memberRow(julie)).toEqual(before);
  });

  it('names every refused field at once', async () => {
    const response = await put(julie, { ...julieNow, kind: 'team', slug: 'equipe-julie' });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { fields: string[] }).fields).toEqual(['kind', 'slug']);
  });

  it("a colleague's or another site's id in the body reaches nothing: only their own member changes", async () => {
    const response = await put(julie, { ...julieNow, id: marc, member_id: marc, memberId: paul, site_id: 'agency', siteId: 'agency', name: 'Julie T.' });
    expect(response.status).toBe(200);
    expect((await memberRow(julie)).name).toBe('Julie T.');
    expect((await memberRow(marc)).name).toBe('Marc');
    expect((await memberRow(paul)).name).toBe('Paul');
  });

  it("a colleague's id in the path is refused, and so is their own site's member id on another host", async () => {
    expect((await put(marc, { slug: 'marc', kind: 'broker', name: 'Pirate', office_slug: 'centre' })).status).toBe(403);
    expect((await put(julie, { ...julieNow, name: 'Pirate' }, 'broker', 'agency.localhost')).status).toBe(403);
    expect((await memberRow(marc)).name).toBe('Marc');
    expect((await memberRow(julie)).name).not.toBe('Pirate');
  });

  it('an editor may still change them', async () => {
    const response = await put(marc, { slug: 'marc-gagnon', kind: 'broker', name: 'Marc', office_slug: 'nord' }, 'editor');
    expect(response.status).toBe(200);
    expect(await memberRow(marc)).toMatchObject({ slug: 'marc-gagnon', office_slug: 'nord' });
  });
});

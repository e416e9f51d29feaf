import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEditor } from '@/lib/auth/editors';
import { setSiteRole, type SiteRole } from '@/lib/auth/roles';
import { createSession } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';
import { editorRequest } from '../helpers/editor-session';

/** The schedule API: refusals answer their 4xx with a sentence in the editor's language. */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST } = await import('@/app/api/editor/schedules/route');
const { PATCH, DELETE } = await import('@/app/api/editor/schedules/[id]/route');

let db: Database;
let ids: Awaited<ReturnType<typeof insertFixtures>>;
const cookies = {} as Record<SiteRole, string>;

beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  ids = await insertFixtures(db);
  for (const role of ['editor', 'broker'] as const) {
    const account = await createEditor(db, { email: `${role}@example.com`, name: role, password: 'un mot de passe assez long', platformAdmin: false });
    const member = role === 'broker' ? Number((await db.query<{ id: string }>(`insert into members (site_id, slug, kind, name) values ('broker', 'julie', 'broker', 'Julie') returning id`))[0]!.id) : null;
    await setSiteRole(db, account!.id, 'broker', role, member);
    cookies[role] = `qa_session=${(await createSession(db, account!.id)).token}`;
  }
});
afterAll(() => db.close());

const post = (body: unknown, role: SiteRole = 'editor', lang = 'fr') =>
  POST(editorRequest('/api/editor/schedules', `${cookies[role]}; i18n_redirected=${lang}`, { method: 'POST', body, host: 'broker.test' }), { params: Promise.resolve({}) });

const nextYear = String(new Date().getUTCFullYear() + 1);

describe('POST /api/editor/schedules', () => {
  it('refuses a past time with 422 and says so in French or in English', async () => {
    const body = { kind: 'page', itemId: ids.home, action: 'publish', day: '2020-01-01', time: '10:00' };
    const fr = await post(body);
    expect(fr.status).toBe(422);
    expect(await fr.json()).toMatchObject({ error: 'schedule_in_past', message: expect.stringContaining('heure du Québec') });
    const en = await post(body, 'editor', 'en');
    expect(await en.json()).toMatchObject({ error: 'schedule_in_past', message: expect.stringContaining('Québec time') });
  });

  it('refuses a broker scheduling a page (403), in their language', async () => {
    const answer = await post({ kind: 'page', itemId: ids.home, action: 'publish', day: `${nextYear}-06-01`, time: '10:00' }, 'broker');
    expect(answer.status).toBe(403);
    expect((await answer.json()).message).toBe('Votre rôle sur ce site ne permet pas de programmer cet élément.');
  });

  it('schedules, moves and cancels a page’s publication', async () => {
    const created = await post({ kind: 'page', itemId: ids.home, action: 'publish', day: `${nextYear}-06-01`, time: '10:00' });
    expect(created.status).toBe(201);
    const { schedule } = (await created.json()) as { schedule: { id: number; runAt: string } };
    expect(schedule.runAt).toBe(`${nextYear}-06-01T14:00:00.000Z`);
    const params = { params: Promise.resolve({ id: String(schedule.id) }) };
    const moved = await PATCH(editorRequest(`/api/editor/schedules/${schedule.id}`, cookies.editor, { method: 'PATCH', body: { day: `${nextYear}-06-02`, time: '11:30' }, host: 'broker.test' }), params);
    expect((await moved.json()).schedule.runAt).toBe(`${nextYear}-06-02T15:30:00.000Z`);
    const cancelled = await DELETE(editorRequest(`/api/editor/schedules/${schedule.id}`, cookies.editor, { method: 'DELETE', host: 'broker.test' }), params);
    expect(cancelled.status).toBe(204);
    const again = await DELETE(editorRequest(`/api/editor/schedules/${schedule.id}`, cookies.editor, { method: 'DELETE', host: 'broker.test' }), params);
    expect(again.status).toBe(409);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditor, type Editor } from '@/lib/auth/editors';
import { createSession, deleteSession, getEditorBySessionToken, SESSION_TTL_MS } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';

let db: Database;
let editor: Editor;

beforeAll(async () => {
  db = await openTestDb();
  const created = await createEditor(db, { email: 'Julie@Courtier.ca', name: 'Julie Tremblay', password: 'pw' });
  if (!created) throw new Error('editor not created');
  editor = created;
});
afterAll(() => db.close());

describe('editor sessions', () => {
  it('gives back the editor of a fresh session token', async () => {
    const { token, expiresAt } = await createSession(db, editor.id);
    expect(await getEditorBySessionToken(db, token)).toMatchObject({
      id: editor.id,
      email: 'julie@courtier.ca',
      name: 'Julie Tremblay',
      locale: 'fr',
      platformAdmin: false,
    });
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(SESSION_TTL_MS - 60_000);
    expect(expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(SESSION_TTL_MS);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await createSession(db, editor.id);
    const rows = await db.query<{ token_hash: string }>('select token_hash from editor_sessions');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.token_hash.includes(token))).toBe(false);
  });

  it('rejects unknown, malformed and missing tokens', async () => {
    const { token } = await createSession(db, editor.id);
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await getEditorBySessionToken(db, forged)).toBeNull();
    expect(await getEditorBySessionToken(db, 'not a token')).toBeNull();
    expect(await getEditorBySessionToken(db, undefined)).toBeNull();
  });

  it('rejects an expired session', async () => {
    const { token } = await createSession(db, editor.id);
    await db.query("update editor_sessions set expires_at = now() - interval '1 second'");
    expect(await getEditorBySessionToken(db, token)).toBeNull();
  });

  it('ends the session on delete, leaving other sessions alive', async () => {
    const first = await createSession(db, editor.id);
    const second = await createSession(db, editor.id);
    await deleteSession(db, first.token);
    expect(await getEditorBySessionToken(db, first.token)).toBeNull();
    expect(await getEditorBySessionToken(db, second.token)).not.toBeNull();
  });
});

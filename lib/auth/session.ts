import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { toEditor, type Editor } from './editors';

export const SESSION_TTL_MS = 14 * 24 * 60 * 60 * 1000;

/** The token only lives in the browser cookie; the database keeps its SHA-256. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// 32 random bytes in base64url: 43 characters.
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export interface NewSession {
  token: string;
  expiresAt: Date;
}

/** Opens a 14-day session for the editor and returns the token to put in the cookie. */
export async function createSession(db: Queryable, editorId: number): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  // Housekeeping at login time keeps the table small without a scheduled job.
  await db.query('delete from editor_sessions where expires_at <= now()');
  await db.query('insert into editor_sessions (token_hash, editor_id, expires_at) values ($1, $2, $3)', [
    hashToken(token),
    editorId,
    expiresAt,
  ]);
  return { token, expiresAt };
}

/** The editor of a valid, unexpired session token, or null. */
export async function getEditorBySessionToken(db: Queryable, token: string | null | undefined): Promise<Editor | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<{ id: number; email: string; name: string }>(
    `select e.id, e.email, e.name from editor_sessions s
     join editors e on e.id = s.editor_id
     where s.token_hash = $1 and s.expires_at > now()`,
    [hashToken(token)],
  );
  return rows[0] ? toEditor(rows[0]) : null;
}

/** Ends the session of this token (logout). Unknown tokens are ignored. */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from editor_sessions where token_hash = $1', [hashToken(token)]);
}

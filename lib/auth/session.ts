import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { EDITOR_COLUMNS, toEditor, type Editor, type EditorRow } from './editors';

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

/**
 * Opens a 14-day session for the editor and returns the token to put in the cookie: a new
 * random token at every login, so a token planted before sign-in is never promoted.
 */
export async function createSession(db: Queryable, editorId: number, userAgent?: string | null): Promise<NewSession> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  // Housekeeping at login time keeps the table small without a scheduled job.
  await db.query('delete from editor_sessions where expires_at <= now()');
  await db.query('insert into editor_sessions (token_hash, editor_id, expires_at, user_agent) values ($1, $2, $3, $4)', [
    hashToken(token),
    editorId,
    expiresAt,
    userAgent ? userAgent.replace(/\u0000/g, '').slice(0, 300) : null,
  ]);
  return { token, expiresAt };
}

/** A signed-in editor with the id of the session it came with (to tell "this device"). */
export type SessionEditor = Editor & { sessionId: number };

/** The editor of a valid, unexpired session token, or null. Marks the session seen (at most once a minute). */
export async function getEditorBySessionToken(db: Queryable, token: string | null | undefined): Promise<SessionEditor | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<EditorRow & { session_id: number | string; stale: boolean }>(
    `select ${EDITOR_COLUMNS}, s.id as session_id, s.last_seen_at < now() - interval '1 minute' as stale
       from editor_sessions s
       join editors e on e.id = s.editor_id
      where s.token_hash = $1 and s.expires_at > now()`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.stale) await db.query('update editor_sessions set last_seen_at = now() where id = $1', [row.session_id]);
  return { ...toEditor(row), sessionId: Number(row.session_id) };
}

export interface SessionSummary {
  id: number;
  userAgent: string | null;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** The account's open sessions, most recently used first (the account page). */
export async function listSessions(db: Queryable, editorId: number, currentSessionId: number): Promise<SessionSummary[]> {
  const rows = await db.query<{ id: number | string; user_agent: string | null; created_at: Date | string; last_seen_at: Date | string }>(
    `select id, user_agent, created_at, last_seen_at from editor_sessions
      where editor_id = $1 and expires_at > now() order by last_seen_at desc`,
    [editorId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    userAgent: r.user_agent,
    createdAt: new Date(r.created_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    current: Number(r.id) === currentSessionId,
  }));
}

/** Ends one of the account's sessions; false when it is not one of theirs. */
export async function endSession(db: Queryable, editorId: number, sessionId: number): Promise<boolean> {
  const rows = await db.query('delete from editor_sessions where id = $1 and editor_id = $2 returning id', [sessionId, editorId]);
  return rows.length > 0;
}

/** Ends every session of the account but one (after a password change), or all of them. */
export async function endOtherSessions(db: Queryable, editorId: number, keepSessionId: number | null): Promise<void> {
  await db.query('delete from editor_sessions where editor_id = $1 and id is distinct from $2', [editorId, keepSessionId]);
}

/** Ends the session of this token (logout). Unknown tokens are ignored. */
export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from editor_sessions where token_hash = $1', [hashToken(token)]);
}

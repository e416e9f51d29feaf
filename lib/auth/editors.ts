import type { Queryable } from '@/lib/db/types';
import { hashPassword } from './password';

/** A signed-in editor as pages and handlers see it (never the password hash). */
export interface Editor {
  id: number;
  email: string;
  name: string;
}

/** Emails are compared case-insensitively: we store and look them up lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

interface EditorRow {
  id: number | string;
  email: string;
  name: string;
}

export function toEditor(row: EditorRow): Editor {
  // bigserial: PGlite and our pg parser give numbers; Number() also covers a string driver.
  return { id: Number(row.id), email: row.email, name: row.name };
}

export interface NewEditor {
  email: string;
  name: string;
  password: string;
}

/** Creates an editor; returns null when the email is already taken. */
export async function createEditor(db: Queryable, editor: NewEditor): Promise<Editor | null> {
  const rows = await db.query<EditorRow>(
    `insert into editors (email, name, password_hash) values ($1, $2, $3)
     on conflict (email) do nothing returning id, email, name`,
    [normalizeEmail(editor.email), editor.name, await hashPassword(editor.password)],
  );
  return rows[0] ? toEditor(rows[0]) : null;
}

/** The editor with this email and its password hash, for the login check only. */
export async function findEditorForLogin(
  db: Queryable,
  email: string,
): Promise<(Editor & { passwordHash: string }) | null> {
  const rows = await db.query<EditorRow & { password_hash: string }>(
    'select id, email, name, password_hash from editors where email = $1',
    [normalizeEmail(email)],
  );
  const row = rows[0];
  return row ? { ...toEditor(row), passwordHash: row.password_hash } : null;
}

export async function countEditors(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number | string }>('select count(*) as count from editors');
  return Number(rows[0]?.count ?? 0);
}

import type { Queryable } from '@/lib/db/types';
import { hashPassword } from './password';

/** A signed-in editor as pages and handlers see it (never the password hash). */
export interface Editor {
  id: number;
  email: string;
  name: string;
  /** Language of the workspace and of the e-mails the account receives. */
  locale: 'fr' | 'en';
  /** Every site, creates and deletes sites, manages every account. */
  platformAdmin: boolean;
}

/** The columns toEditor reads, for queries that join editors as `e`. */
export const EDITOR_COLUMNS = 'e.id, e.email, e.name, e.preferred_locale, e.platform_admin';

/** Emails are compared case-insensitively: we store and look them up lowercased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface EditorRow {
  id: number | string;
  email: string;
  name: string;
  preferred_locale: string;
  platform_admin: boolean;
}

export function toEditor(row: EditorRow): Editor {
  // bigserial: PGlite and our pg parser give numbers; Number() also covers a string driver.
  return {
    id: Number(row.id),
    email: row.email,
    name: row.name,
    locale: row.preferred_locale === 'en' ? 'en' : 'fr',
    platformAdmin: row.platform_admin === true,
  };
}

export interface NewEditor {
  email: string;
  name: string;
  password: string;
  locale?: 'fr' | 'en';
  /** Only the first account (QA_ADMIN_*) and accounts a platform admin promotes. */
  platformAdmin?: boolean;
}

/** Creates an editor; returns null when the email is already taken. */
export async function createEditor(db: Queryable, editor: NewEditor): Promise<Editor | null> {
  const rows = await db.query<EditorRow>(
    `insert into editors as e (email, name, password_hash, preferred_locale, platform_admin) values ($1, $2, $3, $4, $5)
     on conflict (email) do nothing returning ${EDITOR_COLUMNS}`,
    [normalizeEmail(editor.email), editor.name, await hashPassword(editor.password), editor.locale ?? 'fr', editor.platformAdmin ?? false],
  );
  return rows[0] ? toEditor(rows[0]) : null;
}

/** The editor with this email and its password hash, for the login check only. */
export async function findEditorForLogin(
  db: Queryable,
  email: string,
): Promise<(Editor & { passwordHash: string }) | null> {
  const rows = await db.query<EditorRow & { password_hash: string }>(
    `select ${EDITOR_COLUMNS}, e.password_hash from editors e where e.email = $1`,
    [normalizeEmail(email)],
  );
  const row = rows[0];
  return row ? { ...toEditor(row), passwordHash: row.password_hash } : null;
}

export async function findEditorByEmail(db: Queryable, email: string): Promise<Editor | null> {
  const rows = await db.query<EditorRow>(`select ${EDITOR_COLUMNS} from editors e where e.email = $1`, [normalizeEmail(email)]);
  return rows[0] ? toEditor(rows[0]) : null;
}

export async function countEditors(db: Queryable): Promise<number> {
  const rows = await db.query<{ count: number | string }>('select count(*) as count from editors');
  return Number(rows[0]?.count ?? 0);
}

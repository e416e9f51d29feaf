import { randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { findEditorForLogin, type Editor } from './editors';
import { hashPassword, verifyPassword } from './password';

// Verified against when the email is unknown, so both failures take the same time
// and response timing does not reveal which emails have accounts.
let dummyHash: Promise<string> | undefined;

/** The editor when email and password match, otherwise null (without saying which was wrong). */
export async function verifyCredentials(db: Queryable, email: string, password: string): Promise<Editor | null> {
  const editor = await findEditorForLogin(db, email);
  if (!editor) {
    dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
    await verifyPassword(password, await dummyHash);
    return null;
  }
  const { passwordHash, ...publicEditor } = editor;
  return (await verifyPassword(password, passwordHash)) ? publicEditor : null;
}

import { randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { countEditors, createEditor, type Editor } from './editors';
import { config, type Config } from '@/lib/config/env';

export const DEFAULT_ADMIN_EMAIL = 'admin@localhost';

/** QA_ADMIN_EMAIL, QA_ADMIN_PASSWORD and QA_ADMIN_NAME (defaults to 'Admin'). */
type BootstrapEnv = Pick<Config, 'QA_ADMIN_EMAIL' | 'QA_ADMIN_PASSWORD' | 'QA_ADMIN_NAME'>;

/**
 * Creates the first editor (a platform admin) when there is none, so a fresh install can sign in to /qa.
 * Credentials come from QA_ADMIN_EMAIL / QA_ADMIN_PASSWORD; without a password one is
 * generated and printed once: it is stored only as a hash, so the log is the only copy.
 * Returns the editor created, or null when editors already existed.
 */
export async function ensureFirstAdmin(
  db: Queryable,
  env: BootstrapEnv = config(),
  log: (message: string) => void = console.log,
): Promise<Editor | null> {
  if ((await countEditors(db)) > 0) return null;
  const email = env.QA_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL;
  const configuredPassword = env.QA_ADMIN_PASSWORD || undefined;
  const password = configuredPassword ?? randomBytes(18).toString('base64url');
  // Two instances starting together: the unique email lets only one insert succeed.
  const admin = await createEditor(db, { email, name: env.QA_ADMIN_NAME?.trim() || 'Admin', password, platformAdmin: true });
  if (!admin) return null;
  if (!configuredPassword) log(generatedPasswordBanner(admin.email, password));
  else log(`[auth] First editor account created for ${admin.email} (password from QA_ADMIN_PASSWORD).`);
  return admin;
}

function generatedPasswordBanner(email: string, password: string): string {
  const rule = '='.repeat(72);
  return [
    rule,
    '  FIRST EDITOR ACCOUNT CREATED (shown once, only a hash is stored)',
    `  Sign in at /qa/login with:`,
    `    email:    ${email}`,
    `    password: ${password}`,
    '  Set QA_ADMIN_EMAIL and QA_ADMIN_PASSWORD before the first start to choose them.',
    rule,
  ].join('\n');
}

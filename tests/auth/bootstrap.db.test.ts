import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureFirstAdmin } from '@/lib/auth/bootstrap';
import { verifyCredentials } from '@/lib/auth/credentials';
import { countEditors } from '@/lib/auth/editors';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';

let db: Database;
let logs: string[];
const log = (message: string) => logs.push(message);

beforeEach(async () => {
  db = await openTestDb();
  logs = [];
});
afterEach(() => db.close());

describe('first admin', () => {
  it('creates exactly one admin, once', async () => {
    const env = { QA_ADMIN_EMAIL: 'admin@courtier.ca', QA_ADMIN_PASSWORD: 'Un-long-mot-de-passe' };
    expect(await ensureFirstAdmin(db, env, log)).not.toBeNull();
    expect(await ensureFirstAdmin(db, env, log)).toBeNull();
    expect(await countEditors(db)).toBe(1);
  });

  it('uses the email and password from the environment, without printing the password', async () => {
    await ensureFirstAdmin(db, { QA_ADMIN_EMAIL: ' Admin@Courtier.ca ', QA_ADMIN_PASSWORD: 'Un-long-mot-de-passe' }, log);
    expect(await verifyCredentials(db, 'admin@courtier.ca', 'Un-long-mot-de-passe')).toMatchObject({
      email: 'admin@courtier.ca',
    });
    expect(logs.join('\n')).not.toContain('Un-long-mot-de-passe');
  });

  it('without settings, creates admin@localhost with a random password printed once', async () => {
    await ensureFirstAdmin(db, {}, log);
    expect(logs).toHaveLength(1);
    const password = /password: (\S+)/.exec(logs[0] ?? '')?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(20);
    expect(await verifyCredentials(db, 'admin@localhost', password!)).not.toBeNull();

    await ensureFirstAdmin(db, {}, log);
    expect(logs).toHaveLength(1);
  });

  it('leaves existing editors alone even when the environment names another admin', async () => {
    await ensureFirstAdmin(db, {}, log);
    await ensureFirstAdmin(db, { QA_ADMIN_EMAIL: 'other@courtier.ca', QA_ADMIN_PASSWORD: 'x' }, log);
    expect(await countEditors(db)).toBe(1);
  });
});

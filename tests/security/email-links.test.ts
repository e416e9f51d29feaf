import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import type { Database } from '@/lib/db/types';
import { publicOrigin } from '@/lib/http/public-origin';
import { openTestDb } from '../helpers/db';
import { signInPlatformAdmin } from '../helpers/editor-session';
import { insertTestSite, SITE, solvedToken } from '../leads/lead-fixtures';
import { parseConfig } from '@/lib/config/env';

/**
 * Every link an e-mail carries is on the site's own public origin (its first public domain,
 * else PUBLIC_BASE_URL), whatever Host or X-Forwarded-Host the request that caused it named.
 */

const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

process.env.LEADS_RATE_LIMIT_PER_MIN = '1000';
process.env.PUBLIC_BASE_URL = 'https://plateforme.example.com/';
delete process.env.SMTP_URL;
delete process.env.RECAPTCHA_SECRET;

const { POST: forgot } = await import('@/app/api/auth/forgot/route');
const { POST: invite } = await import('@/app/api/accounts/route');
const { POST: saveSearch } = await import('@/app/api/swc/[micrositeId]/saved-searches/route');

const FOREIGN = { host: 'attacker.example', 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' };

let db: Database;
let adminCookie: string;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  // The default site (what an unknown host falls back to) has a public domain; the agency has none.
  await db.query(`insert into sites (id, key, name, is_default, domains) values ('broker', 'broker-key', 'Julie', true, '{localhost,julie-tremblay.example.com}')`);
  await insertTestSite(db);
  await db.query(`update sites set domains = '{agency.localhost}' where id = $1`, [SITE.id]);
  await createEditor(db, { email: 'marc@courtier.ca', name: 'Marc', password: 'Bon-mot-de-passe-2' });
  adminCookie = await signInPlatformAdmin(db);
}, 180_000);
afterAll(() => db?.close());
beforeEach(async () => {
  testDb.current = Promise.resolve(db);
  await db.query('delete from lead_outbox');
});

/** The links of the one e-mail queued for `to` (plain text and HTML parts, headers). */
async function linksMailedTo(to: string): Promise<string[]> {
  const rows = await db.query<{ message: { to: string; text: string; html?: string; headers?: Record<string, string> } }>(
    `select message from lead_outbox where message->>'to' = $1`,
    [to],
  );
  expect(rows).toHaveLength(1);
  const { text, html = '', headers = {} } = rows[0]!.message;
  // The HTML part's DOCTYPE names the XHTML DTD (React Email's, for Outlook): a declaration, not a link.
  const body = html.replace(/^<!DOCTYPE[^>]*>/i, '');
  return [text, body, ...Object.values(headers)].join('\n').match(/https?:\/\/[^\s"'<>]+/g) ?? [];
}

function expectAllOn(links: string[], origin: string, mustHave: string) {
  expect(links.some((link) => link.includes(mustHave))).toBe(true);
  for (const link of links) expect(new URL(link).origin).toBe(origin);
}

describe('links in e-mails', () => {
  it('a password reset asked under a foreign Host links to the default site own domain', async () => {
    const response = await forgot(
      new NextRequest('http://attacker.example/api/auth/forgot', {
        method: 'POST',
        headers: { ...FOREIGN, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
        body: JSON.stringify({ email: 'marc@courtier.ca', lang: 'fr' }),
      }),
    );
    expect(response.status).toBe(202);
    expectAllOn(await linksMailedTo('marc@courtier.ca'), 'https://julie-tremblay.example.com', '/qa/login/reset/');
  });

  it('a saved-search confirmation under a foreign Host links to the site public origin (PUBLIC_BASE_URL: the agency has no public domain)', async () => {
    const response = await saveSearch(
      new NextRequest(`http://attacker.example/api/swc/${SITE.micrositeId}/saved-searches`, {
        method: 'POST',
        headers: { ...FOREIGN, 'content-type': 'application/json', 'x-site-key': SITE.key, 'x-forwarded-for': '198.51.100.8' },
        body: JSON.stringify({ email: 'acheteur@example.com', frequency: 'daily', locale: 'fr', consent: true, criteria: 'type=maison', recaptcha_response: await solvedToken(db) }),
      }),
      { params: Promise.resolve({ micrositeId: SITE.micrositeId }) },
    );
    expect(response.status).toBe(202);
    // The agency has no public domain: the configured base URL (not on localhost, so not its local name).
    expectAllOn(await linksMailedTo('acheteur@example.com'), 'https://plateforme.example.com', '/fr/alertes/confirmer?t=');
  });

  it('an invitation sent through a foreign Host links to the site own domain', async () => {
    const response = await invite(
      new NextRequest('http://attacker.example/api/accounts', {
        method: 'POST',
        headers: { ...FOREIGN, cookie: adminCookie, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'nouvelle@courtier.ca', role: 'editor' }),
      }),
      {},
    );
    expect(response.status).toBe(201);
    expectAllOn(await linksMailedTo('nouvelle@courtier.ca'), 'https://julie-tremblay.example.com', '/qa/login/invitation/');
  });
});

describe('publicOrigin', () => {
  const env = (over: Record<string, string>) => parseConfig({ NODE_ENV: 'test', ...over });
  it('takes the first public domain, else PUBLIC_BASE_URL, else http://localhost:PORT', () => {
    expect(publicOrigin({ domains: ['localhost', '127.0.0.1', 'julie.example.com', 'autre.example.com'] }, env({}))).toBe('https://julie.example.com');
    expect(publicOrigin({ domains: ['localhost'] }, env({ PUBLIC_BASE_URL: 'https://www.courtier.ca/path' }))).toBe('https://www.courtier.ca');
    expect(publicOrigin(null, env({ PORT: '4123' }))).toBe('http://localhost:4123');
    expect(publicOrigin({ domains: [] }, env({ PUBLIC_BASE_URL: 'javascript:alert(1)' }))).toBe('http://localhost:3000');
  });
  it('keeps a local site on its own local name when the base URL is on localhost', () => {
    expect(publicOrigin({ domains: ['agency.localhost'] }, env({ PUBLIC_BASE_URL: 'http://localhost:4123' }))).toBe('http://agency.localhost:4123');
    expect(publicOrigin({ domains: ['agency.localhost'] }, env({ PUBLIC_BASE_URL: 'https://courtier.ca' }))).toBe('https://courtier.ca');
  });
});

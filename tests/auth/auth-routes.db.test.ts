import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { createEditor } from '@/lib/auth/editors';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';

// The handlers reach the database through getDb(): point it at this file's test database.
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

const { POST: login } = await import('@/app/api/auth/login/route');
const { POST: logout } = await import('@/app/api/auth/logout/route');
const { GET: language } = await import('@/app/api/auth/language/route');
const { withEditor } = await import('@/lib/auth/current-editor');

let db: Database;
beforeAll(async () => {
  testDb.current = openTestDb();
  db = await testDb.current;
  // withEditor checks the role on the request's site (localhost: the default site).
  await db.query(`insert into sites (id, key, name, is_default) values ('broker', 'broker-key', 'Julie', true)`);
  await createEditor(db, { email: 'julie@courtier.ca', name: 'Julie Tremblay', password: 'Bon-mot-de-passe', platformAdmin: true });
  // The lockout tests lock their own account (an account has its own budget across addresses).
  await createEditor(db, { email: 'lea@courtier.ca', name: 'Léa', password: 'Bon-mot-de-passe', platformAdmin: true });
  await createEditor(db, { email: 'noe@courtier.ca', name: 'Noé', password: 'Bon-mot-de-passe', platformAdmin: true });
  await createEditor(db, { email: 'ines@courtier.ca', name: 'Inès', password: 'Bon-mot-de-passe', platformAdmin: true });
});
afterAll(() => db.close());

const BROWSER = { accept: 'text/html,application/xhtml+xml', 'content-type': 'application/x-www-form-urlencoded' };

function loginRequest(fields: Record<string, string>, ip: string, headers: Record<string, string> = BROWSER) {
  return new NextRequest('http://localhost/api/auth/login', {
    method: 'POST',
    headers: { ...headers, 'x-forwarded-for': ip },
    body: new URLSearchParams(fields).toString(),
  });
}

function sessionCookieOf(response: Response): string | undefined {
  return /qa_session=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
}

describe('POST /api/auth/login', () => {
  it('signs in from the form: 303 to next with a secure session cookie', async () => {
    const response = await login(
      loginRequest({ email: 'Julie@Courtier.ca', password: 'Bon-mot-de-passe', next: '/qa/sections' }, '203.0.113.1', {
        ...BROWSER,
        'x-forwarded-proto': 'https',
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/qa/sections');
    const setCookie = response.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=lax/i);
    expect(setCookie).toMatch(/Secure/i);
    expect(setCookie).toMatch(/Path=\//);
    expect(sessionCookieOf(response)).toHaveLength(43);
  });

  it('does not mark the cookie Secure over plain http, and ignores an off-site next', async () => {
    const response = await login(
      loginRequest({ email: 'julie@courtier.ca', password: 'Bon-mot-de-passe', next: 'https://evil.example' }, '203.0.113.2'),
    );
    expect(response.headers.get('location')).toBe('/qa');
    expect(response.headers.get('set-cookie')).not.toMatch(/Secure/i);
  });

  it('sends a wrong password back to the login page without a cookie', async () => {
    const response = await login(
      loginRequest({ email: 'julie@courtier.ca', password: 'faux', next: '/qa/sections', lang: 'en' }, '203.0.113.3'),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/qa/login?error=invalid&next=%2Fqa%2Fsections&lang=en');
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await login(loginRequest({ email: 'personne@courtier.ca', password: 'faux', lang: 'en' }, '203.0.113.9'));
    const wrong = await login(loginRequest({ email: 'julie@courtier.ca', password: 'faux', lang: 'en' }, '203.0.113.9'));
    expect(unknown.headers.get('location')).toBe('/qa/login?error=invalid&lang=en');
    expect(wrong.headers.get('location')).toBe(unknown.headers.get('location'));
  });

  it('answers API clients 401 for wrong credentials and 429 with Retry-After on the 6th try', async () => {
    const json = { 'content-type': 'application/json', accept: 'application/json' };
    const attempt = () =>
      login(
        new NextRequest('http://localhost/api/auth/login', {
          method: 'POST',
          headers: { ...json, 'x-forwarded-for': '203.0.113.4' },
          body: JSON.stringify({ email: 'lea@courtier.ca', password: 'faux' }),
        }),
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const locked = await attempt();
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await locked.json()).toMatchObject({ status: 'error', error: 'too_many_attempts' });
  });

  it('keeps a locked browser on the login page with the retry time, even with the right password', async () => {
    for (let i = 0; i < 5; i++) await login(loginRequest({ email: 'noe@courtier.ca', password: 'faux' }, '203.0.113.5'));
    const response = await login(loginRequest({ email: 'noe@courtier.ca', password: 'Bon-mot-de-passe' }, '203.0.113.5'));
    expect(response.headers.get('location')).toMatch(/^\/qa\/login\?error=locked&retry=\d+/);
    expect(sessionCookieOf(response)).toBeUndefined();
  });

  it('lets the owner sign in from their address after 30 wrong tries from ten other addresses', async () => {
    const guesses = Array.from({ length: 30 }, (_, i) =>
      login(loginRequest({ email: 'ines@courtier.ca', password: `faux-${i}` }, `198.51.100.${i % 10}`)),
    );
    // Every guess is answered "wrong password" (some after a wait), none "locked".
    for (const response of await Promise.all(guesses)) expect(response.headers.get('location')).toMatch(/error=invalid/);
    const started = Date.now();
    const owner = await login(loginRequest({ email: 'ines@courtier.ca', password: 'Bon-mot-de-passe' }, '203.0.113.30'));
    expect(owner.status).toBe(303);
    expect(owner.headers.get('location')).not.toMatch(/error=/);
    expect(sessionCookieOf(owner)).toHaveLength(43);
    // The owner waited, as every caller of that account does now, but at most a few seconds.
    expect(Date.now() - started).toBeGreaterThanOrEqual(4900);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);

  it('rejects a body without credentials with 400', async () => {
    const response = await login(loginRequest({ email: 'julie@courtier.ca' }, '203.0.113.6', { 'content-type': 'application/x-www-form-urlencoded' }));
    expect(response.status).toBe(400);
  });
});

describe('signed-in API calls and logout', () => {
  const protectedHandler = withEditor(async (_request, _context, editor) => Response.json({ name: editor.name }));
  const call = (cookie?: string) =>
    protectedHandler(
      new NextRequest('http://localhost/api/pages', { method: 'POST', headers: cookie ? { cookie } : {} }),
      undefined,
    );

  it('withEditor answers 401 JSON without a valid session', async () => {
    for (const response of [await call(), await call('qa_session=forged')]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ status: 'error', error: 'unauthorized', message: 'Authentication required' });
    }
  });

  it('withEditor passes the editor of the session; logout ends it and clears the cookie', async () => {
    const signIn = await login(loginRequest({ email: 'julie@courtier.ca', password: 'Bon-mot-de-passe' }, '203.0.113.8'));
    const cookie = `qa_session=${sessionCookieOf(signIn)}`;
    expect(await (await call(cookie)).json()).toEqual({ name: 'Julie Tremblay' });

    const out = await logout(new NextRequest('http://localhost/api/auth/logout', { method: 'POST', headers: { cookie } }));
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/qa/login');
    expect(out.headers.get('set-cookie')).toMatch(/qa_session=;.*Expires=Thu, 01 Jan 1970/i);
    expect((await call(cookie)).status).toBe(401);
  });
});

describe('GET /api/auth/language', () => {
  it('stores the language and returns to the QA page it came from, without ?lang', () => {
    const response = language(
      new NextRequest('http://localhost/api/auth/language?lang=en', {
        headers: { referer: 'http://localhost/qa/login?next=%2Fqa%2Fsections&lang=fr' },
      }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/qa/login?next=%2Fqa%2Fsections');
    expect(response.headers.get('set-cookie')).toMatch(/i18n_redirected=en/);
  });

  it('switching the language of a localised address goes to the address in that language', () => {
    const toEnglish = language(
      new NextRequest('http://localhost/api/auth/language?lang=en', { headers: { referer: 'http://localhost/qa/parametres-generaux' } }),
    );
    expect(toEnglish.headers.get('location')).toBe('/qa/general-settings');
    const toFrench = language(new NextRequest('http://localhost/api/auth/language?lang=fr&next=%2Fqa%2Fgeneral-settings'));
    expect(toFrench.headers.get('location')).toBe('/qa/parametres-generaux');
  });

  it('never returns outside /qa', () => {
    const response = language(
      new NextRequest('http://localhost/api/auth/language?lang=fr&next=//evil.example', {
        headers: { referer: 'https://evil.example/qa' },
      }),
    );
    expect(response.headers.get('location')).toBe('/qa');
  });
});

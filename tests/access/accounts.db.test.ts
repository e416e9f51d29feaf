import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NextRequest } from 'next/server';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { createEditor, type Editor } from '@/lib/auth/editors';
import { setSiteRole } from '@/lib/auth/roles';
import { createSession, listSessions } from '@/lib/auth/session';
import type { Database } from '@/lib/db/types';
import { createSmtpMailer } from '@/lib/mail/mailer';
import { deliverDueLeads } from '@/lib/leads/outbox-worker';
import { insertFixtures } from '../helpers/cms-fixtures';
import { openTestDb } from '../helpers/db';

/**
 * Issue 29, invitations and passwords: a site admin invites by e-mail (a one-time link,
 * 72 h, sent through the lead outbox to an SMTP sink), the invitee sets a password that
 * follows the rules, "forgot password" never says whether the address exists, a reset link
 * works once for one hour and for its own account only, changing a password ends the
 * other sessions, and one's sessions can be listed and ended.
 */
const testDb = vi.hoisted(() => ({ current: undefined as Promise<Database> | undefined }));
vi.mock('@/lib/db', () => ({ getDb: () => testDb.current }));

type Handler = (request: NextRequest, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const api = async (path: string) => (await import(`@/app/api/${path}/route`)) as Record<string, Handler>;
const r = {
  accounts: await api('accounts'),
  account: await api('accounts/[id]'),
  invitation: await api('auth/invitation'),
  forgot: await api('auth/forgot'),
  reset: await api('auth/reset'),
  password: await api('account/password'),
  session: await api('account/sessions/[id]'),
  pages: await api('editor/pages'),
  login: await api('auth/login'),
};

const HOST = 'broker.test';
let db: Database;
let admin: Editor;
let adminCookie: string;
let editorCookie: string;
let julie: number;
let ip = 0;
const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let smtpUrl: string;

function send(handler: Handler | undefined, init: { method?: string; path: string; cookie?: string; body?: unknown; params?: Record<string, string> }) {
  ip += 1;
  const headers: Record<string, string> = { host: HOST, 'x-forwarded-for': `203.0.113.${ip % 250}`, 'user-agent': 'Vitest/1.0 (test)' };
  if (init.cookie) headers.cookie = `qa_session=${init.cookie}`;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const request = new NextRequest(`http://${HOST}${init.path}`, { method: init.method ?? 'POST', headers, body: init.body === undefined ? undefined : JSON.stringify(init.body) });
  return handler!(request, { params: Promise.resolve(init.params ?? {}) });
}

/** Sends what the outbox holds to the SMTP sink; returns the one-time link (on the site's domain, over https) of the last e-mail to `to`. */
async function linkSentTo(to: string): Promise<string> {
  await deliverDueLeads(db, createSmtpMailer(smtpUrl, 'site@example.com'));
  const mail = received.filter((m) => m.to.includes(to)).at(-1);
  expect(mail, `an e-mail to ${to}`).toBeDefined();
  const unfolded = mail!.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https:\/\/broker\.test\/qa\/login\/(?:invitation|reset)\/([A-Za-z0-9_-]{43})/.exec(unfolded)![1]!;
}

const sessionOf = (response: Response) => /qa_session=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  testDb.current = openTestDb();
  db = await testDb.current;
  await insertFixtures(db);
  julie = Number((await db.query<{ id: number }>(`insert into members (site_id, slug, kind, name) values ('broker', 'julie', 'broker', 'Julie') returning id`))[0]!.id);
  admin = (await createEditor(db, { email: 'admin@agence.ca', name: 'Anne Admin', password: 'un mot de passe long' }))!;
  await setSiteRole(db, admin.id, 'broker', 'site_admin');
  adminCookie = (await createSession(db, admin.id)).token;
  const editor = (await createEditor(db, { email: 'editor@agence.ca', name: 'Éric', password: 'un mot de passe long' }))!;
  await setSiteRole(db, editor.id, 'broker', 'editor');
  editorCookie = (await createSession(db, editor.id)).token;
});
afterAll(async () => {
  await db.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('invitations', () => {
  it('only a site admin invites; the e-mail goes out through the outbox with a one-time link', async () => {
    const refused = await send(r.accounts.POST, { path: '/api/accounts', cookie: editorCookie, body: { email: 'julie@courtier.ca', role: 'broker', memberId: julie } });
    expect(refused.status).toBe(403);
    const invited = await send(r.accounts.POST, { path: '/api/accounts', cookie: adminCookie, body: { email: 'Julie@Courtier.ca', role: 'broker', memberId: julie } });
    expect(invited.status).toBe(201);
    const pending = (await (await send(r.accounts.GET, { method: 'GET', path: '/api/accounts', cookie: adminCookie })).json()) as { invitations: { email: string; role: string }[] };
    expect(pending.invitations).toEqual([expect.objectContaining({ email: 'julie@courtier.ca', role: 'broker' })]);
    expect(await linkSentTo('julie@courtier.ca')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [logged] = await db.query<{ editor_name: string; action: string; detail: unknown }>(`select editor_name, action, detail from activity where action = 'invite'`);
    // What happened as data (the log says it in the viewer's language), not an English sentence.
    expect(logged).toEqual({ editor_name: 'Anne Admin', action: 'invite', detail: { message: 'invited', params: { email: 'julie@courtier.ca', role: 'broker' } } });
  });

  it('a broker invitation needs a member of this site', async () => {
    const response = await send(r.accounts.POST, { path: '/api/accounts', cookie: adminCookie, body: { email: 'x@courtier.ca', role: 'broker', memberId: 999999 } });
    expect(response.status).toBe(404);
  });

  it('refuses weak passwords without using the link, then accepts once and signs in as a broker', async () => {
    await send(r.accounts.POST, { path: '/api/accounts', cookie: adminCookie, body: { email: 'marc@courtier.ca', role: 'broker', memberId: julie } });
    const token = await linkSentTo('marc@courtier.ca');
    const accept = (password: string) => send(r.invitation.POST, { path: '/api/auth/invitation', body: { token, name: 'Marc', password } });
    expect(((await (await accept('court')).json()) as { error: string }).error).toBe('too_short');
    expect(((await (await accept('Marc@Courtier.ca-2026!')).json()) as { error: string }).error).toBe('contains_email');
    expect(((await (await accept('vive-Broker-2026!!')).json()) as { error: string }).error).toBe('contains_site_name');
    const ok = await accept('un très bon mot de passe');
    expect(ok.status).toBe(200);
    const cookie = sessionOf(ok)!;
    expect(ok.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    const roles = await db.query(`select r.role, r.member_id from site_roles r join editors e on e.id = r.editor_id where e.email = 'marc@courtier.ca'`);
    expect(roles).toEqual([{ role: 'broker', member_id: julie }]);
    // A broker cannot open the pages list.
    expect((await send(r.pages.GET, { method: 'GET', path: '/api/editor/pages', cookie })).status).toBe(403);
    // Used twice: refused.
    expect((await accept('un autre très bon mot de passe')).status).toBe(410);
  });

  it('a broker signing in lands on their own profile, not on the pages list they cannot open', async () => {
    const signIn = (email: string, password: string, next?: string) =>
      r.login.POST!(
        new NextRequest(`http://${HOST}/api/auth/login`, {
          method: 'POST',
          headers: { host: HOST, accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': '192.0.2.41' },
          body: new URLSearchParams({ email, password, ...(next ? { next } : {}) }).toString(),
        }),
        { params: Promise.resolve({}) },
      );
    const broker = await signIn('marc@courtier.ca', 'un très bon mot de passe');
    expect(broker.status).toBe(303);
    expect(broker.headers.get('location')).toMatch(/\/qa\/members$/);
    // A page they asked for is kept; the others land on the pages list as before.
    expect((await signIn('marc@courtier.ca', 'un très bon mot de passe', '/qa/leads')).headers.get('location')).toMatch(/\/qa\/leads$/);
    expect((await signIn('admin@agence.ca', 'un mot de passe long')).headers.get('location')).toMatch(/\/qa$/);
  });

  it('an expired invitation is refused', async () => {
    await send(r.accounts.POST, { path: '/api/accounts', cookie: adminCookie, body: { email: 'late@courtier.ca', role: 'editor' } });
    const token = await linkSentTo('late@courtier.ca');
    await db.query(`update account_tokens set expires_at = now() - interval '1 minute' where email = 'late@courtier.ca'`);
    const response = await send(r.invitation.POST, { path: '/api/auth/invitation', body: { token, name: 'Late', password: 'un très bon mot de passe' } });
    expect(response.status).toBe(410);
    expect(await db.query(`select 1 from editors where email = 'late@courtier.ca'`)).toEqual([]);
  });

  it('a site admin changes a role and removes a person; people of another site are unknown (404)', async () => {
    const [marc] = await db.query<{ id: number }>(`select id from editors where email = 'marc@courtier.ca'`);
    const put = await send(r.account.PUT, { method: 'PUT', path: `/api/accounts/${marc!.id}`, cookie: adminCookie, params: { id: String(marc!.id) }, body: { role: 'editor' } });
    expect(put.status).toBe(200);
    expect(await db.query(`select role, member_id from site_roles where editor_id = $1`, [marc!.id])).toEqual([{ role: 'editor', member_id: null }]);
    const stranger = (await createEditor(db, { email: 'other@agence.ca', name: 'Other', password: 'un mot de passe long' }))!;
    await setSiteRole(db, stranger.id, 'agency', 'editor');
    const cross = await send(r.account.DELETE, { method: 'DELETE', path: `/api/accounts/${stranger.id}`, cookie: adminCookie, params: { id: String(stranger.id) } });
    expect(cross.status).toBe(404);
    const removed = await send(r.account.DELETE, { method: 'DELETE', path: `/api/accounts/${marc!.id}`, cookie: adminCookie, params: { id: String(marc!.id) } });
    expect(removed.status).toBe(204);
    expect(await db.query(`select 1 from site_roles where editor_id = $1`, [marc!.id])).toEqual([]);
  });
});

describe('forgot password and reset links', () => {
  it('answers the same for an unknown address, and sends nothing for it', async () => {
    const before = received.length;
    const unknown = await send(r.forgot.POST, { path: '/api/auth/forgot', body: { email: 'nobody@nowhere.ca' } });
    const known = await send(r.forgot.POST, { path: '/api/auth/forgot', body: { email: 'editor@agence.ca' } });
    expect([unknown.status, await unknown.text()]).toEqual([known.status, await known.text()]);
    await linkSentTo('editor@agence.ca');
    expect(received.slice(before).flatMap((m) => m.to)).toEqual(['editor@agence.ca']);
  });

  it('a reset link sets its own account\'s password once, ends every session of it, and opens a new one', async () => {
    await send(r.forgot.POST, { path: '/api/auth/forgot', body: { email: 'editor@agence.ca' } });
    const token = await linkSentTo('editor@agence.ca');
    const reset = await send(r.reset.POST, { path: '/api/auth/reset', body: { token, password: 'nouveau mot de passe sûr' } });
    expect(reset.status).toBe(200);
    const fresh = sessionOf(reset)!;
    expect((await send(r.pages.GET, { method: 'GET', path: '/api/editor/pages', cookie: editorCookie })).status).toBe(401);
    expect((await send(r.pages.GET, { method: 'GET', path: '/api/editor/pages', cookie: fresh })).status).toBe(200);
    // Only this account changed: the admin still signs in with their password.
    const login = await send(r.login.POST, { path: '/api/auth/login', body: { email: 'admin@agence.ca', password: 'un mot de passe long' } });
    expect(login.status).toBe(303);
    expect((await send(r.reset.POST, { path: '/api/auth/reset', body: { token, password: 'encore un autre mot de passe' } })).status).toBe(410);
    editorCookie = fresh;
  });

  it('an expired reset link is refused', async () => {
    await send(r.forgot.POST, { path: '/api/auth/forgot', body: { email: 'admin@agence.ca' } });
    const token = await linkSentTo('admin@agence.ca');
    await db.query(`update account_tokens set expires_at = now() - interval '1 second' where kind = 'reset' and used_at is null`);
    expect((await send(r.reset.POST, { path: '/api/auth/reset', body: { token, password: 'nouveau mot de passe sûr' } })).status).toBe(410);
  });

  it('is rate-limited per address and e-mail (429 after five tries)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const request = new NextRequest(`http://${HOST}/api/auth/forgot`, {
        method: 'POST',
        headers: { host: HOST, 'x-forwarded-for': '198.51.100.77', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@agence.ca' }),
      });
      statuses.push((await r.forgot.POST!(request, { params: Promise.resolve({}) })).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('my password and my sessions', () => {
  it('changing the password needs the current one and ends my other sessions, not this one', async () => {
    const other = (await createSession(db, admin.id)).token;
    const wrong = await send(r.password.POST, { path: '/api/account/password', cookie: adminCookie, body: { current: 'pas le bon', password: 'un nouveau mot de passe' } });
    expect(wrong.status).toBe(403);
    const ok = await send(r.password.POST, { path: '/api/account/password', cookie: adminCookie, body: { current: 'un mot de passe long', password: 'un nouveau mot de passe' } });
    expect(ok.status).toBe(200);
    expect((await send(r.pages.GET, { method: 'GET', path: '/api/editor/pages', cookie: other })).status).toBe(401);
    expect((await send(r.pages.GET, { method: 'GET', path: '/api/editor/pages', cookie: adminCookie })).status).toBe(200);
  });

  it('lists my sessions with the device, ends one of mine, and cannot end another account\'s', async () => {
    const second = await createSession(db, admin.id, 'Mozilla/5.0 (iPhone)');
    const current = (await listSessions(db, admin.id, 0)).find((s) => s.userAgent === 'Mozilla/5.0 (iPhone)')!;
    expect(current.lastSeenAt).toBeTruthy();
    const [editorSession] = await db.query<{ id: number }>(`select s.id from editor_sessions s join editors e on e.id = s.editor_id where e.email = 'editor@agence.ca' limit 1`);
    const foreign = await send(r.session.DELETE, { method: 'DELETE', path: '/api/account/sessions/x', cookie: adminCookie, params: { id: String(editorSession!.id) } });
    expect(foreign.status).toBe(404);
    const mine = await send(r.session.DELETE, { method: 'DELETE', path: '/api/account/sessions/x', cookie: adminCookie, params: { id: String(current.id) } });
    expect(mine.status).toBe(204);
    expect((await send(r.pages.GET, { method: 'GET', path: '/api/editor/pages', cookie: second.token })).status).toBe(401);
  });
});

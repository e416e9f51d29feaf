import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import type { Database } from '@/lib/db/types';
import { CONSENT_TEXT_VERSION } from '@/lib/leads/consent';
import { createSmtpMailer } from '@/lib/mail/mailer';
import { backoffSeconds } from '@/lib/mail/outbox';
import { deliverDueLeads } from '@/lib/leads/outbox-worker';
import { leadPayloadSchema } from '@/lib/leads/payloads';
import { insertLead } from '@/lib/leads/store';
import { openTestDb } from '../helpers/db';
import { contactFields, insertTestSite, SITE, valuationFields } from './lead-fixtures';

/** A local SMTP sink: keeps every message; refuses the first one when asked to. */
function startSink() {
  const received: { to: string[]; raw: string }[] = [];
  const state = { refuseNext: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (state.refuseNext > 0) {
          state.refuseNext -= 1;
          const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
          return callback(error);
        }
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  return new Promise<{ url: string; received: typeof received; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

let db: Database;
let sink: Awaited<ReturnType<typeof startSink>>;
beforeAll(async () => {
  db = await openTestDb();
  await insertTestSite(db);
  sink = await startSink();
});
afterAll(async () => {
  await sink.close();
  await db.close();
});

async function storeLead(fields: Record<string, unknown>) {
  const payload = leadPayloadSchema.parse(fields);
  return db.transaction((tx) =>
    insertLead(tx, {
      siteId: SITE.id,
      payload,
      recipient: null,
      recipientEmail: SITE.contactEmail,
      consent: { transaction: true, marketing: false, version: CONSENT_TEXT_VERSION, at: new Date().toISOString(), locale: payload.locale, ip_hash: null },
      ipHash: null,
      userAgent: 'vitest',
    }),
  );
}

async function outboxOf(leadId: number) {
  const [row] = await db.query<{ status: string; attempts: number; last_error: string | null; next_attempt_at: Date }>(
    'select status, attempts, last_error, next_attempt_at from lead_outbox where lead_id = $1',
    [leadId],
  );
  return row;
}

describe('lead delivery outbox', () => {
  it('waits without SMTP: nothing claimed, no attempt burned', async () => {
    const id = await storeLead(contactFields);
    expect(await deliverDueLeads(db, null)).toEqual([]);
    expect(await outboxOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
    // Deliver it now so the next tests start from an empty queue.
    await deliverDueLeads(db, createSmtpMailer(sink.url, 'site@example.com'));
    expect(await outboxOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('e-mails the lead to its recipient in the visitor’s language, as plain text', async () => {
    const before = sink.received.length;
    const id = await storeLead({ ...valuationFields, first_name: '<b>Luc</b>' });
    const reports = await deliverDueLeads(db, createSmtpMailer(sink.url, 'site@example.com'));
    expect(reports).toEqual([{ leadId: id, status: 'sent' }]);
    const mail = sink.received[before];
    expect(mail?.to).toEqual([SITE.contactEmail]);
    expect(mail?.raw).toMatch(/Subject: New lead \(Property valuation\)/);
    expect(mail?.raw).toContain('Year of construction: 1987');
    expect(mail?.raw).toMatch(/Content-Type: text\/plain/i);
    expect(mail?.raw).toContain('Reply-To: luc@example.com');
  });

  it('sends an HTML part too, in the site’s layout and the visitor’s language, visitor input escaped', async () => {
    const before = sink.received.length;
    await storeLead({ ...valuationFields, first_name: '<b>Luc</b>' });
    await deliverDueLeads(db, createSmtpMailer(sink.url, 'site@example.com'));
    // Quoted-printable soft breaks and escapes undone, to read the HTML as sent.
    const raw = (sink.received[before]?.raw ?? '').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
    expect(raw).toMatch(/Content-Type: text\/html/i);
    const html = raw.slice(raw.search(/Content-Type: text\/html/i));
    expect(html).toMatch(/<html[^>]*lang="en"/);
    expect(html).toContain('1987');
    expect(html).toContain('&lt;b&gt;Luc&lt;/b&gt;');
    expect(html).not.toContain('<b>Luc</b>');
  });

  it('retries after a failed attempt with backoff, recording the error', async () => {
    const id = await storeLead(contactFields);
    sink.state.refuseNext = 1;
    const mailer = createSmtpMailer(sink.url, 'site@example.com');

    const first = await deliverDueLeads(db, mailer, { backoffBaseSeconds: 60 });
    expect(first).toMatchObject([{ leadId: id, status: 'pending', error: expect.stringContaining('Mailbox busy') }]);
    const waiting = await outboxOf(id);
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1, last_error: expect.stringContaining('Mailbox busy') });
    expect(new Date(waiting!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + 30_000);

    // Not due yet: nothing happens.
    expect(await deliverDueLeads(db, mailer)).toEqual([]);
    // Time passes (the row becomes due): the retry goes through.
    await db.query('update lead_outbox set next_attempt_at = now() where lead_id = $1', [id]);
    expect(await deliverDueLeads(db, mailer)).toEqual([{ leadId: id, status: 'sent' }]);
    expect(await outboxOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('gives up after the last attempt', async () => {
    const id = await storeLead(contactFields);
    await db.query('update lead_outbox set attempts = 7 where lead_id = $1', [id]);
    sink.state.refuseNext = 1;
    const reports = await deliverDueLeads(db, createSmtpMailer(sink.url, 'site@example.com'));
    expect(reports).toMatchObject([{ leadId: id, status: 'failed' }]);
    expect(await outboxOf(id)).toMatchObject({ status: 'failed', attempts: 8 });
  });

  it('never sends a lead twice when several workers race', async () => {
    const before = sink.received.length;
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => storeLead({ ...contactFields, email: `race-${n}@example.com` })));
    const mailer = createSmtpMailer(sink.url, 'site@example.com');
    const reports = (await Promise.all([1, 2, 3].map(() => deliverDueLeads(db, mailer)))).flat();
    expect(reports.map((r) => r.leadId).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual([...ids].sort((a, b) => a - b));
    expect(sink.received.length - before).toBe(ids.length);
  });

  it('doubles the wait after each failure, up to an hour', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n))).toEqual([30, 60, 120, 240]);
    expect(backoffSeconds(20)).toBe(3600);
  });
});

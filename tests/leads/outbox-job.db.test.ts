import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/types';
import { listRecentRuns } from '@/lib/jobs/runs';
import { startJobsAtBoot, stopJobs } from '@/lib/jobs/server-runner';
import { CONSENT_TEXT_VERSION } from '@/lib/leads/consent';
import { kickOutboxWorker, outboxJob } from '@/lib/leads/outbox-job';
import { leadPayloadSchema } from '@/lib/leads/payloads';
import { insertLead } from '@/lib/leads/store';
import { openTestDb } from '../helpers/db';
import { contactFields, insertTestSite, SITE } from './lead-fixtures';
import { parseConfig } from '@/lib/config/env';

/** The outbox as a job of the runner: a stored lead goes out at once, not at the next 5 s turn. */
describe('lead outbox job', () => {
  let db: Database;
  let server: SMTPServer;
  const received: string[] = [];

  beforeAll(async () => {
    db = await openTestDb();
    await insertTestSite(db);
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          received.push(session.envelope.rcptTo.map((r) => r.address).join(','));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('SMTP_URL', `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await stopJobs();
    vi.unstubAllEnvs();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db?.close();
  });

  it('a stored lead wakes the outbox: sent within a second, the run recorded with what it sent', async () => {
    expect(startJobsAtBoot(async () => db, [outboxJob()], parseConfig({}))).toEqual(['lead-outbox']);
    // Past the run at start: the next timed run is 5 s away.
    await new Promise((r) => setTimeout(r, 200));
    const payload = leadPayloadSchema.parse(contactFields);
    await db.transaction((tx) =>
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
    const queued = Date.now();
    kickOutboxWorker();
    while (received.length === 0 && Date.now() - queued < 4_000) await new Promise((r) => setTimeout(r, 20));
    expect(received).toEqual([SITE.contactEmail]);
    expect(Date.now() - queued).toBeLessThan(1_000);
    // The SMTP server has the message before the job has its answer, marks the lead and records its run.
    const recorded = async () => (await listRecentRuns(db)).map((r) => [r.job, r.status, r.message]);
    await expect.poll(recorded, { timeout: 2_000, interval: 20 }).toEqual([['lead-outbox', 'ok', '1 sent']]);
  });
});

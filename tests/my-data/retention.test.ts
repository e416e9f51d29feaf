import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/lib/db/types';
import { applyRetention, retentionMonths } from '@/lib/my-data/retention';
import { retentionJob } from '@/lib/my-data/retention-job';
import { openTestDb } from '../helpers/db';
import { A, B, insertLead, insertTwoSites } from './fixtures';

/**
 * Retention: each site's period (site setting, default 24 months) after which the job runner
 * anonymises its leads and the delivery log of its e-mails. Younger ones stay whole; another
 * site's period is its own.
 */
let db: Database;
const now = new Date('2026-11-29T08:00:00Z');
const monthsAgo = (months: number) => new Date(Date.UTC(2026, 10 - months, 29, 8));
const leads = { aOld: 0, aYoung: 0, bMid: 0, bOld: 0 };

beforeAll(async () => {
  db = await openTestDb();
  await insertTwoSites(db);
  // Site A keeps 12 months; site B says nothing: 24.
  await db.query(`update sites set metadata = metadata || '{"retention_months": 12}' where id = $1`, [A.id]);
  leads.aOld = await insertLead(db, A.id, 'vieux@example.com', { createdAt: monthsAgo(13) });
  leads.aYoung = await insertLead(db, A.id, 'recent@example.com', { createdAt: monthsAgo(11) });
  leads.bMid = await insertLead(db, B.id, 'moyen@example.com', { createdAt: monthsAgo(13) });
  leads.bOld = await insertLead(db, B.id, 'ancien@example.com', { createdAt: monthsAgo(25) });
  await db.query(`update lead_outbox set created_at = l.created_at from leads l where l.id = lead_outbox.lead_id`);
  // Two composed e-mails of site A: one sent 13 months ago, one last month.
  for (const [to, age] of [['vieux@example.com', 13], ['recent@example.com', 1]] as const) {
    await db.query(`insert into lead_outbox (message, site_id, status, sent_at, created_at) values ($1, $2, 'sent', $3, $3)`, [
      JSON.stringify({ to, subject: `Sujet pour ${to}`, text: 'x' }),
      A.id,
      monthsAgo(age).toISOString(),
    ]);
  }
}, 180_000);
afterAll(() => db?.close());

const lead = (id: number) => db.query<{ email: string; full_name: string; message: string | null; anonymised_at: Date | null }>('select email, full_name, message, anonymised_at from leads where id = $1', [id]).then((rows) => rows[0]!);

describe('retention', () => {
  it('reads the site setting, 24 months when unset or out of range', () => {
    expect(retentionMonths({ retention_months: 12 })).toBe(12);
    expect(retentionMonths({})).toBe(24);
    expect(retentionMonths({ retention_months: 0 })).toBe(24);
    expect(retentionMonths(null)).toBe(24);
  });

  it('the job anonymises what is past each site\'s period and nothing younger', async () => {
    const done = await applyRetention(db, now);
    expect(done.leads).toBe(2);
    expect(await lead(leads.aOld)).toMatchObject({ email: '', full_name: '', message: null, anonymised_at: expect.any(Date) });
    expect(await lead(leads.bOld)).toMatchObject({ email: '', anonymised_at: expect.any(Date) });
    expect(await lead(leads.aYoung)).toMatchObject({ email: 'recent@example.com', anonymised_at: null });
    expect(await lead(leads.bMid)).toMatchObject({ email: 'moyen@example.com', anonymised_at: null });
    const log = await db.query<{ recipient: string | null; subject: string | null }>(`select recipient, subject from lead_outbox where lead_id is null and site_id = $1 order by created_at`, [A.id]);
    expect(log).toEqual([
      { recipient: null, subject: null },
      { recipient: 'recent@example.com', subject: 'Sujet pour recent@example.com' },
    ]);
    // A second pass finds nothing more.
    expect((await applyRetention(db, now)).leads).toBe(0);
  });

  it('is a job of the runner: once across instances, on a nightly schedule, with its switch', () => {
    const job = retentionJob();
    expect(job).toMatchObject({ name: 'retention', once: true, offSwitch: 'RETENTION_JOB', schedule: { cron: '30 3 * * *' } });
  });
});

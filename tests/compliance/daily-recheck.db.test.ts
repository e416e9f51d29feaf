import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '@/lib/compliance/photo-age';
import type { Database } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';
import { complianceRecheckJob, runComplianceRecheck } from '@/lib/supervision/recheck-job';
import { openDemoDb } from '../helpers/demo-db';

/**
 * The daily re-check of the time-based rules (photo_recent, listing_contract): the first run
 * stores the state (the fresh demo breaks nothing: no e-mail); a later run finds what a day's
 * passing broke (a photo that turned 5, a contract that ended) and queues one e-mail, in the
 * site's language, to the executive officer, through the outbox; a run with nothing new sends
 * nothing; what was fixed is reported as resolved.
 */
let db: Database;
const today = quebecDay();
const SITE = 'demo-broker';

beforeAll(async () => {
  db = await openDemoDb();
}, 180_000);
afterAll(() => db?.close());

const outbox = async () =>
  (await db.query<{ message: { to: string; subject: string; text: string; html: string } }>("select message from lead_outbox where lead_id is null and saved_search_id is null order by id")).map((r) => r.message);

describe('the daily compliance re-check', () => {
  it('is a daily job of the runner, once across instances, with its switch', () => {
    expect(complianceRecheckJob()).toMatchObject({ name: 'compliance-recheck', schedule: { cron: '0 6 * * *' }, once: true, offSwitch: 'COMPLIANCE_RECHECK' });
  });

  it('e-mails the executive officer what changed since the last run, and only then', async () => {
    expect(await runComplianceRecheck(db, today)).toEqual({ sites: 0, emails: 0 });
    const before = (await outbox()).length;

    const [broker] = await db.query<{ id: number; name: string; photo_taken_on: string }>(
      "select id, name, photo_taken_on::text as photo_taken_on from members where site_id = $1 and kind = 'broker' and avatar is not null order by id limit 1",
      [SITE],
    );
    const [listing] = await db.query<{ uls: number; street: string }>("select uls, street from listings where source = 'demo' and status = 'active' order by uls limit 1");
    const [officer] = await db.query<{ email: string }>("select m.email from sites s join members m on m.id = (s.advertising->>'executive_officer_id')::bigint where s.id = $1", [SITE]);
    // A day later: the photo turned 5, the contract's last day was yesterday.
    await db.query('update members set photo_taken_on = $2 where id = $1', [broker!.id, addMonths(today, -60)]);
    await db.query('update listings set contract_end = $2 where uls = $1', [listing!.uls, addMonths(today, -1)]);

    expect(await runComplianceRecheck(db, today)).toEqual({ sites: 1, emails: 1 });
    const mails = (await outbox()).slice(before);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.to).toBe(officer!.email);
    expect(mail.subject).toContain('Conformité de');
    expect(mail.text).toContain('Nouveau depuis la dernière vérification');
    expect(mail.text).toContain(broker!.name);
    expect(mail.text).toContain(`Inscription ${listing!.uls}`);
    expect(mail.html).toContain('/qa/compliance');
    // The mandatory footer of every e-mail (the mentions) is there too.
    expect(mail.text).toContain('agence immobilière');

    // Nothing new: no e-mail.
    expect(await runComplianceRecheck(db, today)).toEqual({ sites: 0, emails: 0 });

    // Fixed: reported as resolved.
    await db.query('update members set photo_taken_on = $2 where id = $1', [broker!.id, broker!.photo_taken_on]);
    expect(await runComplianceRecheck(db, today)).toEqual({ sites: 1, emails: 1 });
    const resolved = (await outbox()).at(-1)!;
    expect(resolved.text).toContain('Réglé depuis la dernière vérification');
    expect(resolved.text).toContain(broker!.name);
  });
});

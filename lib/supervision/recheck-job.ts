import { invalidateMembers } from '@/lib/cache/invalidate';
import type { Queryable } from '@/lib/db/types';
import { loadEmailSenderById } from '@/lib/emails/load-sender';
import { quebecDay } from '@/lib/format/date';
import type { Locale } from '@/lib/i18n/locales';
import type { Job } from '@/lib/jobs/types';
import { enqueueMessage } from '@/lib/mail/outbox';
import { logger } from '@/lib/ops/logger';
import { complianceDigestEmail } from './digest-email';
import { recheckTimeRules } from './recheck';

const JOB = 'compliance-recheck';
/** The outbox job's name (lib/leads/outbox-job.ts), woken when e-mails were queued. */
const OUTBOX_JOB = 'lead-outbox';

interface Officer {
  email: string;
  name: string;
  locale: Locale;
}

/** The site's executive officer (its advertising identity) with an e-mail, in the site's default language. */
async function officerOf(db: Queryable, siteId: string): Promise<Officer | null> {
  const rows = await db.query<{ email: string; name: string; locale: string }>(
    `select m.email, coalesce(nullif(m.licence_name, ''), m.name) as name, s.default_locale as locale
       from sites s join members m on m.site_id = s.id and m.id = (s.advertising->>'executive_officer_id')::bigint
      where s.id = $1 and m.email <> ''`,
    [siteId],
  );
  const row = rows[0];
  return row ? { email: row.email, name: row.name, locale: row.locale === 'en' ? 'en' : 'fr' } : null;
}

/**
 * One re-check: stores today's items, queues one e-mail per site where something changed to
 * its executive officer, and expires the pages of sites whose photo items changed (a photo
 * that turned 5 stops showing on cached pages too). Returns what it did.
 */
export async function runComplianceRecheck(db: Queryable, today = quebecDay()): Promise<{ sites: number; emails: number }> {
  const changes = await recheckTimeRules(db, today);
  let emails = 0;
  for (const change of changes) {
    const officer = await officerOf(db, change.siteId);
    const sender = officer ? await loadEmailSenderById(db, change.siteId, officer.locale) : null;
    if (!officer || !sender) continue;
    await enqueueMessage(db, await complianceDigestEmail(change, officer, officer.locale, sender));
    emails++;
  }
  // After the e-mails are queued: an expiry that fails (outside a request, Next may refuse it)
  // must not lose them; the pages then follow at their next regular expiry.
  for (const change of changes) {
    if (![...change.appeared, ...change.resolved].some((i) => i.rule === 'photo_recent')) continue;
    try {
      invalidateMembers(change.siteId);
    } catch (error) {
      logger.warn({ job: JOB, site: change.siteId, err: error }, 'member pages not expired');
    }
  }
  return { sites: changes.length, emails };
}

/**
 * Every day at 6:00 (Québec time), before the offices open; one run across instances.
 * COMPLIANCE_RECHECK=off leaves it to other instances.
 */
export function complianceRecheckJob(): Job {
  return {
    name: JOB,
    schedule: { cron: '0 6 * * *' },
    once: true,
    offSwitch: 'COMPLIANCE_RECHECK',
    async run({ db, wake }) {
      const result = await runComplianceRecheck(db);
      if (result.emails > 0) wake(OUTBOX_JOB);
      return `${result.sites} sites changed, ${result.emails} e-mails`;
    },
  };
}

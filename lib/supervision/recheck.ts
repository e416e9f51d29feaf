import { complianceReport, type ReportItem } from '@/lib/compliance/report';
import type { RuleId } from '@/lib/compliance/rules';
import type { Queryable } from '@/lib/db/types';

/**
 * The daily re-check of the rules that a day's passing can break with nobody writing
 * anything: a broker photo reaching 4 years 6 months or 5 years (photo_recent), a brokerage
 * contract reaching its last day (listing_contract). Per site, what the report lists for them
 * today is compared with what the last run stored (table compliance_checks), so the executive
 * officer, who must supervise the agency's advertising (docs/compliance.md, S3), hears only
 * what changed.
 */
export const TIME_RULES: readonly RuleId[] = ['photo_recent', 'listing_contract'];

export interface SiteChanges {
  siteId: string;
  siteName: string;
  /** Items breaking a time rule today that the last run did not list (a severity change counts). */
  appeared: ReportItem[];
  /** Items the last run listed that are gone (fixed, or changed severity). */
  resolved: ReportItem[];
}

const keyOf = (item: ReportItem) => JSON.stringify([item.rule, item.severity, item.problem, item.subject, item.fix]);

/** Runs the check for every site, stores today's items and returns the sites where something changed. */
export async function recheckTimeRules(db: Queryable, today: string): Promise<SiteChanges[]> {
  const report = await complianceReport(db, null, today);
  const sites = await db.query<{ id: string; name: string; items: ReportItem[] | null }>(
    'select s.id, s.name, c.items from sites s left join compliance_checks c on c.site_id = s.id where s.deleted_at is null order by s.id',
  );
  const changes: SiteChanges[] = [];
  for (const site of sites) {
    const now = report.items.filter((i) => i.siteId === site.id && TIME_RULES.includes(i.rule));
    const before = site.items ?? [];
    const beforeKeys = new Set(before.map(keyOf));
    const nowKeys = new Set(now.map(keyOf));
    const appeared = now.filter((i) => !beforeKeys.has(keyOf(i)));
    const resolved = before.filter((i) => !nowKeys.has(keyOf(i)));
    await db.query(
      `insert into compliance_checks (site_id, checked_on, items, checked_at) values ($1, $2, $3, now())
       on conflict (site_id) do update set checked_on = excluded.checked_on, items = excluded.items, checked_at = now()`,
      [site.id, today, JSON.stringify(now)],
    );
    if (appeared.length > 0 || resolved.length > 0) changes.push({ siteId: site.id, siteName: site.name, appeared, resolved });
  }
  return changes;
}

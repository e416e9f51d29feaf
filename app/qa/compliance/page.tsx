import { ComplianceScreen } from '@/builder/compliance/ComplianceScreen';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { complianceReport } from '@/lib/compliance/report';
import { getDb } from '@/lib/db';
import { quebecDay } from '@/lib/format/date';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export const dynamic = 'force-dynamic';

/** /qa/compliance (site admin: this site's report; platform admin: every site's, with a site column). */
export default async function CompliancePage({ searchParams }: Props) {
  const me = await requireEntry('compliance');
  const siteId = me.role === 'platform_admin' ? null : me.site.id;
  const report = await complianceReport(await getDb(), siteId, quebecDay());
  return <ComplianceScreen report={report} showSite={siteId === null} locale={await getQaLocale(await searchParams)} />;
}

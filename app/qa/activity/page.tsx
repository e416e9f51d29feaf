import { ActivityScreen } from '@/builder/activity/ActivityScreen';
import { first } from '@/builder/account/messages';
import { activityFacets, listActivity } from '@/lib/activity/queries';
import { requireEntry } from '@/builder/shell/require-entry';
import { getQaLocale } from '@/lib/auth/qa-locale';
import { getDb } from '@/lib/db';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /qa/activity (site admin: this site's log; platform admin: every site's and account events). */
export default async function ActivityPage({ searchParams }: Props) {
  const me = await requireEntry('activity');
  const query = await searchParams;
  const person = Number(first(query.person));
  const siteId = me.role === 'platform_admin' ? undefined : me.site.id;
  const filters = { siteId, editorId: Number.isSafeInteger(person) && person > 0 ? person : undefined, entity: first(query.entity)?.slice(0, 60) || undefined, from: first(query.from), to: first(query.to) };
  const db = await getDb();
  const [rows, facets] = await Promise.all([listActivity(db, filters), activityFacets(db, siteId)]);
  return <ActivityScreen rows={rows} filters={filters} people={facets.people} entities={facets.entities} showSite={siteId === undefined} locale={await getQaLocale(query)} />;
}

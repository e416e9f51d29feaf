import type { Role } from '@/lib/auth/roles';
import type { Queryable } from '@/lib/db/types';
import type { LeadScope } from './queries';

/**
 * The leads a signed-in reader may see on the request's site: all of the site's for an
 * editor or an admin, only those addressed to their own member for a broker (a broker
 * whose member is gone sees none).
 */
export async function leadScopeOf(
  db: Queryable,
  reader: { site: { id: string }; role: Role; memberId: number | null },
): Promise<LeadScope> {
  if (reader.role !== 'broker') return { siteId: reader.site.id };
  const rows = await db.query<{ slug: string }>('select slug from members where id = $1 and site_id = $2', [
    reader.memberId ?? 0,
    reader.site.id,
  ]);
  return { siteId: reader.site.id, brokerSlug: rows[0]?.slug ?? null };
}

import type { Queryable } from '@/lib/db/types';
import type { MemberInput } from './input';

/**
 * What of their own member profile a broker may not change: where the profile
 * lives and how the site files it are the editors' decision: its address (slug), its kind,
 * its office, its agency and a team's members. Order and deletion have their own routes,
 * closed to a broker. The broker keeps the rest up to date (name, titles, photo, texts,
 * phones, e-mail, languages, links, programs).
 */
export const brokerLockedFields = ['kind', 'slug', 'office_slug', 'agency', 'team_member_slugs'] as const;
export type BrokerLockedField = (typeof brokerLockedFields)[number];

type Locked = Pick<MemberInput, BrokerLockedField>;

/** The locked fields of a member of the site, null when it is not one of the site's. */
export async function lockedFieldsOf(db: Queryable, siteId: string, id: number): Promise<Locked | null> {
  const rows = await db.query<Locked>(
    'select kind, slug, office_slug, agency, team_member_slugs from members where site_id = $1 and id = $2',
    [siteId, id],
  );
  return rows[0] ?? null;
}

/** The locked fields `input` would change, in a stable order (empty: the broker may save it). */
export function changedLockedFields(current: Locked, input: Locked): BrokerLockedField[] {
  return brokerLockedFields.filter((field) => {
    const before = current[field] ?? null;
    const after = input[field] ?? null;
    return Array.isArray(before) || Array.isArray(after)
      ? JSON.stringify(before ?? []) !== JSON.stringify(after ?? [])
      : before !== after;
  });
}

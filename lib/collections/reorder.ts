import type { Queryable } from '@/lib/db/types';
import { CollectionError } from './errors';

/**
 * Sets position = index for the given ids of one site's table (drag and drop order). The
 * list must hold every row of the site exactly once: a stale list (a row added or deleted
 * meanwhile) is refused rather than leaving two rows at one position.
 */
export async function reorderRows(
  tx: Queryable,
  table: 'offices' | 'partners' | 'bank_partners',
  siteId: string,
  ids: number[],
): Promise<void> {
  const rows = await tx.query<{ id: number }>(`select id from ${table} where site_id = $1 for update`, [siteId]);
  const current = new Set(rows.map((r) => Number(r.id)));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== current.size || ids.some((id) => !current.has(id))) {
    throw new CollectionError('invalid_order', 'The order must list every item of the site once', 'ids');
  }
  await tx.query(
    `update ${table} t set position = o.position, updated_at = now()
       from unnest($2::bigint[]) with ordinality as o(id, position)
      where t.site_id = $1 and t.id = o.id`,
    [siteId, ids],
  );
}

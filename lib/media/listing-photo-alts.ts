import type { Queryable } from '@/lib/db/types';

/**
 * The photo alts of hand-managed listings (listings.photo_alts, beside listings.photos and in
 * the same order) from the alt of each photo's library item: an item of the listing's own
 * site lends its alt, anything else (another site's item, a demo file) none ({}). Cards and
 * listing pages read the stored alts, so an editor's new alt in the library reaches them
 * here (describeMedia), as a save of the listing does (lib/listings/sources/manual.ts).
 * (Migration 0054 filled, with the same statement, the listings saved before alts were stored.)
 */
const MANUAL_PHOTO_ALTS_SQL = `
update listings l
   set photo_alts = coalesce((
     select jsonb_agg(coalesce(m.alt, '{}'::jsonb) order by p.n)
       from jsonb_array_elements_text(l.photos) with ordinality as p(url, n)
       left join media m on m.site_id = d.source_data->>'site_id'
                        and m.id = substring(p.url from '^/media/(med_[A-Za-z0-9_-]+)/')
   ), '[]'::jsonb)
  from listing_details d
 where d.uls = l.uls and l.source = 'manual'`;

/** After a library item's alt changed: the hand-managed listings of its site that show it take the new text. */
export async function refreshListingPhotoAlts(db: Queryable, siteId: string, mediaId: string): Promise<void> {
  await db.query(
    `${MANUAL_PHOTO_ALTS_SQL}
       and d.source_data->>'site_id' = $1
       and strpos(l.photos::text, $2) > 0`,
    [siteId, `/media/${mediaId}/`],
  );
}

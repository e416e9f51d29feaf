/**
 * Hand-managed listings saved before 0053 have no stored photo alts ([]): each photo takes
 * the alt of its library item of the listing's site now, as a save does, instead of only
 * when next saved ({} for a demo file or another site's item). Written out here rather than
 * imported from lib/media/listing-photo-alts.ts: a migration stays what it was when it ran.
 */
export const sql = `
update listings l
   set photo_alts = coalesce((
     select jsonb_agg(coalesce(m.alt, '{}'::jsonb) order by p.n)
       from jsonb_array_elements_text(l.photos) with ordinality as p(url, n)
       left join media m on m.site_id = d.source_data->>'site_id'
                        and m.id = substring(p.url from '^/media/(med_[A-Za-z0-9_-]+)/')
   ), '[]'::jsonb)
  from listing_details d
 where d.uls = l.uls and l.source = 'manual'
   and l.photo_alts = '[]'::jsonb and l.photos <> '[]'::jsonb;
`;

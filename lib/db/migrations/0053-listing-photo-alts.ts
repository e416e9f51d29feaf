/**
 * Each listing photo's alternative text, beside listings.photos and in the same order: one
 * object per photo with its text per language ({} when there is none). A feed's Media
 * description (one language) is given to both; a hand-managed listing's photos take the alt
 * of their media library item. Cards and the listing page read it with the photos. Feed
 * listings imported before get theirs from listing_media (hand-managed ones when next saved).
 */
export const sql = `
alter table listings add column photo_alts jsonb not null default '[]';

update listings l set photo_alts = a.photo_alts
  from (select m.feed_id, m.listing_key,
               jsonb_agg(case when m.alt = '' then '{}'::jsonb else jsonb_build_object('fr', m.alt, 'en', m.alt) end
                         order by m.position, m.media_key) as photo_alts
          from listing_media m where m.url <> '' group by m.feed_id, m.listing_key) a
 where l.feed_id = a.feed_id and l.source_key = a.listing_key;
`;

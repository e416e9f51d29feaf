/**
 * Feed photos copied into the media library (lib/listings/sources/reso/photo-store.ts): the
 * library is searched by content hash before a downloaded photo is stored, so the same bytes
 * (the same photo on two listings, or sent again by the feed) are stored once per site.
 */
export const sql = `
create index media_site_hash_idx on media (site_id, hash);
`;

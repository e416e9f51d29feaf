/**
 * Every request looks its site up by host (lib/sites/sites.ts findSiteByDomain): the site
 * listing the host among its domains (the GIN index of 0001 on domains), else the default
 * site, found here without reading the other sites' rows.
 */
export const sql = `
create index sites_default_idx on sites (id) where is_default and deleted_at is null;
`;

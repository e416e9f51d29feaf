/**
 * A site's pages by site: the sitemap, the editor's page list and the copy of a site read every
 * page of one site, and without this index each of them scanned the pages of all sites
 * (1,000 sites: 16,000 rows and their JSON for 15 pages, docs/benchmarks.md).
 */
export const sql = `
create index pages_site_idx on pages (site_id, id);
`;

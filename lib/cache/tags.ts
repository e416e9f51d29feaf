/** Cache tag names, in one place. A write that changes data invalidates the tag next to itself. */
export const cacheTags = {
  /** Every page response of a site (header/footer/theme are part of each response). */
  sitePages: (siteId: string) => `site:${siteId}:pages`,
  sites: 'sites',
  /**
   * One page's responses in one language (every variant), by its path: a write that only
   * changes what some pages show (a media library file) expires those pages alone. Long
   * paths are cut (Next refuses tags over 256 characters; a shared prefix only expires more).
   */
  page: (siteId: string, locale: string, path: string) => `site:${siteId}:page:${locale}:${path}`.slice(0, 250),
  /** A site's articles (post pages, archive, featured-post blocks, the articles API and RSS). */
  blog: (siteId: string) => `site:${siteId}:blog`,
  /** A site's offices (office blocks, office pages). */
  offices: (siteId: string) => `site:${siteId}:offices`,
  /** A site's partners and bank partners (partner blocks). */
  partners: (siteId: string) => `site:${siteId}:partners`,
  /** The members collection of a site (member blocks, profile pages, the members API). */
  siteMembers: (siteId: string) => `site:${siteId}:members`,
  /** A site's advertising mentions (every page's footer): its identity and its broker's licence data. */
  siteAdvertising: (siteId: string) => `site:${siteId}:advertising`,
  /**
   * Listings are shared by every site: what shows many of them (the search's first page,
   * category counts, featured, slider and sold blocks, a broker's listings on a profile).
   */
  listings: 'listings',
  /** One listing's page. */
  listing: (uls: number) => `listing:${uls}`,
  /** Every listing page (when a run changed too many listings to name each). */
  listingPages: 'listing-pages',
} as const;

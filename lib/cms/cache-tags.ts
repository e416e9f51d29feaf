/** Cache tag names, in one place. A write that changes data invalidates the tag next to itself. */
export const cacheTags = {
  /** Every page response of a site (header/footer/theme are part of each response). */
  sitePages: (siteId: string) => `site:${siteId}:pages`,
  sites: 'sites',
  /** The members collection of a site (member blocks, profile pages, the members API). */
  siteMembers: (siteId: string) => `site:${siteId}:members`,
} as const;

/** Cache tag names, in one place. A write that changes data invalidates the tag next to itself. */
export const cacheTags = {
  /** Every page response of a site (header/footer/theme are part of each response). */
  sitePages: (siteId: string) => `site:${siteId}:pages`,
  sites: 'sites',
} as const;

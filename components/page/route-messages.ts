import type { ClientNamespace } from '@/lib/i18n/client-messages';

/**
 * Message namespaces read by the islands a route renders itself, outside its blocks (a
 * listing's gallery and map, an office's map, a profile's team grid, a post's language
 * guard). Each route passes its own to SiteChrome; tests/i18n/client-messages.test.ts checks
 * them against the code.
 */
export const routeMessages = {
  cmsPage: [],
  errorPage: [],
  listing: ['search'],
  office: ['places'],
  profile: ['members'],
  blogPost: ['blog'],
} as const satisfies Record<string, readonly ClientNamespace[]>;

/** The entry file of each route above (for the test that reads the code). */
export const routeEntries: Record<keyof typeof routeMessages, string> = {
  cmsPage: 'components/page/PageView.tsx',
  errorPage: 'components/page/ErrorPage.tsx',
  listing: 'components/listing/ListingRoute.tsx',
  office: 'components/office/OfficeRoute.tsx',
  profile: 'components/member-profile/ProfileRoute.tsx',
  blogPost: 'components/blog/blog-post-parts.tsx',
};

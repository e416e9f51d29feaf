import type { ClientNamespace } from '@/lib/i18n/client-messages';

/**
 * Message namespaces read by the islands a route renders itself, outside its blocks (a
 * listing's gallery and map, an office's map, a profile's team grid, a post's language
 * guard). Each route passes its own to SiteChrome; tests/i18n/client-messages.test.ts checks
 * them against the code.
 */
export const routeMessages = {
  listing: ['search'],
  office: ['places'],
  profile: ['members'],
  blogPost: ['blog'],
} as const satisfies Record<string, readonly ClientNamespace[]>;

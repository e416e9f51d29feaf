import { describe, expect, it, vi } from 'vitest';
import { cacheTags } from '@/lib/cache/tags';

/**
 * Which site a host shows is looked up per process (lib/sites/site-by-host.ts), not through a
 * tagged read any more: a page's cached response must still expire when a site is created,
 * deleted or restored, since that moves a host to or from the default site.
 */
const recorded = vi.hoisted(() => ({ tags: [] as string[][] }));
vi.mock('next/cache', () => ({
  unstable_cache: (load: () => Promise<unknown>, _key: string[], options: { tags: string[] }) => {
    recorded.tags.push(options.tags);
    return load;
  },
}));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: false }) }));
vi.mock('@/lib/db', () => ({ getDb: async () => ({}), getDatabaseId: async () => 'test' }));
vi.mock('@/lib/sites/request-site', () => ({
  getRequestSite: async () => ({ id: 'demo-broker', domains: ['julietremblay.ca'] }),
  getRequestSiteSegment: () => null,
}));
vi.mock('@/lib/cms/pages', () => ({
  getPageResult: async () => ({ status: 200, page: { content: [] } }),
  completePageContent: async () => [],
}));
const { getPublishedPage } = await import('@/lib/cms/cached');

describe('a public page in the page cache', () => {
  it('expires with its site’s pages and whenever a site is created, deleted or restored (a host may change sites)', async () => {
    await getPublishedPage('fr', '/contact', null);
    expect(recorded.tags.length).toBeGreaterThan(0);
    for (const tags of recorded.tags) {
      expect(tags).toContain(cacheTags.sites);
      expect(tags).toContain(cacheTags.sitePages('demo-broker'));
    }
  });
});

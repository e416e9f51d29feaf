import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completePageContent, getPageResult, mergeSeo } from '@/lib/cms/pages';
import { createPage, publishPage } from '@/lib/cms/page-writes';
import { findSiteByDomain, findSiteById, type Site } from '@/lib/sites/sites';
import type { Database } from '@/lib/db/types';
import { openTestDb } from '../helpers/db';
import { insertFixtures } from '../helpers/cms-fixtures';

let db: Database;
let broker: Site;
let ids: Awaited<ReturnType<typeof insertFixtures>>;

beforeAll(async () => {
  db = await openTestDb();
  ids = await insertFixtures(db);
  broker = (await findSiteById(db, 'broker'))!;
});
afterAll(async () => db.close());

describe('page by path per locale', () => {
  it('answers the same page under its French and English paths with alternate paths', async () => {
    const fr = await getPageResult(db, broker, { locale: 'fr', path: '/proprietes' });
    const en = await getPageResult(db, broker, { locale: 'en', path: '/properties/' });
    expect(fr.status).toBe(200);
    expect(en.status).toBe(200);
    if (!('page' in fr) || !('page' in en)) throw new Error('expected pages');
    expect(fr.page.title).toEqual({ fr: 'Propriétés', en: 'Properties' });
    expect(fr.page.alternate_paths).toEqual([
      { locale: 'fr', path: '/fr/proprietes' },
      { locale: 'en', path: '/en/properties' },
    ]);
    expect(en.page.content).toEqual(fr.page.content);
    expect(fr.page.site_type).toBe('broker');
    expect(fr.page.site_key).toBe('broker-key');
    expect(fr.page.header[0]?.block_type).toBe('header_classic');
  });

  it('does not answer a French path in English', async () => {
    expect((await getPageResult(db, broker, { locale: 'en', path: '/proprietes' })).status).toBe(404);
  });

  it('merges page SEO over the site defaults, locale by locale', async () => {
    const result = await getPageResult(db, broker, { locale: 'fr', path: '/proprietes' });
    if (!('page' in result)) throw new Error('expected page');
    expect(result.page.seo.global?.fr).toEqual({ og_title: 'Propriétés à vendre', og_description: 'Desc FR' });
    expect(result.page.seo.global?.en).toEqual({ og_title: 'Site EN' });
  });

  it('serves the home page at / in both languages', async () => {
    const result = await getPageResult(db, broker, { locale: 'en', path: '' });
    expect(result.status).toBe(200);
  });
});

describe('statuses', () => {
  it('answers the blocks as stored for the page cache, and the same content once completed', async () => {
    const search = { id: 'results', block_type: 'property_search_results_block', fields: { main_title: { fr: 'Propriétés' } } };
    const id = await db.transaction(async (tx) => {
      const created = await createPage(tx, { siteId: 'broker', paths: { fr: '/recherche-test', en: '/search-test' }, title: { fr: 'Recherche', en: 'Search' }, content: [search] });
      await publishPage(tx, created, 'test');
      return created;
    });
    const served = await getPageResult(db, broker, { locale: 'fr', path: '/recherche-test' });
    const stored = await getPageResult(db, broker, { locale: 'fr', path: '/recherche-test', storedContent: true });
    if (!('page' in served) || !('page' in stored)) throw new Error('expected pages');
    // The search's first results are the listings' data, not the page's: not in the stored blocks.
    expect(stored.page.content).toEqual([search]);
    expect(served.page.content[0]?.fields).toHaveProperty('initial_results');
    expect(await completePageContent(db, 'broker', 'fr', stored.page.content)).toEqual(served.page.content);
    expect({ ...stored.page, content: served.page.content }).toEqual(served.page);
    await db.query('delete from pages where id = $1', [id]);
  });

  it('404 for an unknown path and for a never-published draft', async () => {
    expect((await getPageResult(db, broker, { locale: 'fr', path: '/nulle-part' })).status).toBe(404);
    expect((await getPageResult(db, broker, { locale: 'fr', path: '/brouillon' })).status).toBe(404);
  });

  it('serves a draft in preview and once published', async () => {
    expect((await getPageResult(db, broker, { locale: 'fr', path: '/brouillon', preview: true })).status).toBe(200);
    await db.transaction((tx) => publishPage(tx, ids.draft, 'test'));
    expect((await getPageResult(db, broker, { locale: 'fr', path: '/brouillon' })).status).toBe(200);
  });

  it('403 for a forbidden page', async () => {
    expect((await getPageResult(db, broker, { locale: 'en', path: '/private' })).status).toBe(403);
  });

  it('redirects 301 and 302 with their location, and a redirect without location', async () => {
    expect(await getPageResult(db, broker, { locale: 'fr', path: '/ancien' })).toEqual({ status: 301, location: '/fr/proprietes' });
    expect(await getPageResult(db, broker, { locale: 'en', path: '/temp' })).toEqual({ status: 302, location: '/en/properties' });
    expect(await getPageResult(db, broker, { locale: 'fr', path: '/casse' })).toEqual({ status: 301, location: null });
  });

  it('503 while the site is in maintenance', async () => {
    const result = await getPageResult(db, { ...broker, maintenance: true }, { locale: 'fr', path: '/' });
    expect(result.status).toBe(503);
  });
});

describe('domain mode', () => {
  it('finds a site by host, ignoring port and case, else the default site', async () => {
    expect((await findSiteByDomain(db, 'Agency.localhost:3000'))?.id).toBe('agency');
    expect((await findSiteByDomain(db, 'broker.test'))?.id).toBe('broker');
    expect((await findSiteByDomain(db, 'unknown.example'))?.id).toBe('broker');
    const agency = (await findSiteByDomain(db, 'agency.localhost'))!;
    const result = await getPageResult(db, agency, { locale: 'fr', path: '/' });
    if (!('page' in result)) throw new Error('expected page');
    expect(result.page.site_type).toBe('agency');
    expect(result.page.content[0]?.id).toBe('a1');
  });
});

describe('blog posts and variants', () => {
  it('renders a post from its slug-id path with both alternates', async () => {
    const result = await getPageResult(db, broker, { locale: 'en', path: '/blog/my-article-42' });
    if (!('page' in result)) throw new Error('expected page');
    expect(result.page.page_kind).toBe('blog_post');
    expect(result.page.alternate_paths.map((a) => a.path)).toEqual(['/fr/blogue/mon-article-42', '/en/blog/my-article-42']);
  });

  it('redirects a wrong slug to the canonical one', async () => {
    expect(await getPageResult(db, broker, { locale: 'fr', path: '/blogue/vieux-titre-42' })).toEqual({
      status: 301,
      location: '/fr/blogue/mon-article-42',
    });
  });

  it('lists no alternate for a language without main content, and 404s there', async () => {
    const fr = await getPageResult(db, broker, { locale: 'fr', path: '/blogue/seulement-fr-43' });
    if (!('page' in fr)) throw new Error('expected page');
    expect(fr.page.alternate_paths.map((a) => a.locale)).toEqual(['fr']);
    expect((await getPageResult(db, broker, { locale: 'en', path: '/blog/only-fr-43' })).status).toBe(404);
  });

  it('applies a published variant by id and ignores an unknown one', async () => {
    const result = await getPageResult(db, broker, { locale: 'fr', path: '/', variantId: '7' });
    if (!('page' in result)) throw new Error('expected page');
    expect(result.page.variant).toEqual({ id: '7', name: 'Printemps', color: 'green' });
    expect(result.page.content[0]?.id).toBe('v1');
    const none = await getPageResult(db, broker, { locale: 'fr', path: '/', variantId: 'x; drop table' });
    if (!('page' in none)) throw new Error('expected page');
    expect(none.page.variant).toBeNull();
  });
});

describe('mergeSeo', () => {
  it('keeps site canonical urls and robots when the page has none', () => {
    expect(mergeSeo({ robots_index_rule: 'noindex', canonical_url: { fr: 'a' } }, {})).toEqual({
      robots_index_rule: 'noindex',
      canonical_url: { fr: 'a' },
    });
  });
});

import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { DomUtils, parseDocument } from 'htmlparser2';
import { pageProblems, privacyOfficerText } from './helpers/advertising-page';
import { e2eAdmin } from './helpers/credentials';

/**
 * Rule mentions on 100 % of the public pages (docs/compliance.md): for each demo site (the
 * broker site on localhost, the agency on agency.localhost: lib/seed/sites.ts) and a
 * franchise site created here through the sites API, every URL of its sitemap(s), French and
 * English, is fetched and its HTML must carry, rendered by the site chrome, the advertising
 * mentions (the broker's name as on the licence and title on a broker site; the agency followed
 * by its designation; the franchise statement where one is set) and the link to the privacy
 * policy; each policy page names the person in charge of personal information. The mentions
 * are server-rendered, so the HTML is fetched over HTTP and read with an HTML parser
 * (helpers/advertising-page.ts): no browser page is opened.
 */

interface SiteExpectation {
  host: string;
  mentions: Record<'fr' | 'en', string[]>;
  officer: string;
}

const privacyPath = { fr: '/fr/politique-confidentialite', en: '/en/privacy-policy' } as const;
const franchise = {
  name: 'Immeubles Rive-Nord',
  domain: 'franchise.localhost',
  statement: { fr: 'Franchisé indépendant et autonome de Réseau Démo inc.', en: 'Independently owned and operated franchisee of Réseau Démo Inc.' },
};

// From the seed (lib/seed/members.ts identities, members-data.ts, sites.ts privacy officers).
const sites: SiteExpectation[] = [
  {
    host: 'localhost',
    mentions: {
      fr: ['Julie Tremblay, courtière immobilière résidentielle', 'Groupe Courtier Immobilier, agence immobilière'],
      en: ['Julie Tremblay, residential real estate broker', 'Groupe Courtier Immobilier, real estate agency'],
    },
    officer: 'Julie Tremblay',
  },
  {
    host: 'agency.localhost',
    mentions: { fr: ['Agence Immobilière Laurentides, agence immobilière'], en: ['Agence Immobilière Laurentides, real estate agency'] },
    officer: 'Isabelle Gauthier',
  },
  {
    host: franchise.domain,
    mentions: {
      fr: [`${franchise.name}, agence immobilière`, franchise.statement.fr],
      en: [`${franchise.name}, real estate agency`, franchise.statement.en],
    },
    // Copied with the agency's settings.
    officer: 'Isabelle Gauthier',
  },
];

// Each demo site's sitemap holds about 3,900 URLs (its pages and the demo listings, in both
// languages), fetched four at a time: the server renders them, on the 2 cores it shares.
test.describe.configure({ mode: 'serial', timeout: 3_600_000 });
const PARALLEL = 4;
/**
 * Every page of every sitemap, and of the listing pages (~3,850 a site, one template) one in
 * CRAWL_LISTING_EVERY (10 by default: ~385 a site), spread over the whole sorted list in both
 * languages; each site starts at a different listing (its index in `sites`), so the three
 * sites check three different tenths of the listings. A full crawl (CRAWL_LISTING_EVERY=1)
 * took 384 to 607 s a site (~3,900 URLs) on the busy 2-core test machine, 23.5 minutes for the
 * three, and one in 4 took 6.8 minutes: too long for every test run (docs/compliance.md).
 */
const listingEvery = Math.max(1, Number(process.env.CRAWL_LISTING_EVERY) || 10);
const isListing = (path: string) => /^\/(fr\/proprietes|en\/properties)\/[^/]+-\d+$/.test(path);
test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough.');

/** Requests to the test server as the given host (the server picks the site by the Host header). */
async function asHost(baseURL: string, host: string): Promise<APIRequestContext> {
  const url = new URL(baseURL);
  const hostHeader = `${host}:${url.port}`;
  return requests.newContext({ baseURL: `http://127.0.0.1:${url.port}`, extraHTTPHeaders: { host: hostHeader, origin: `http://${hostHeader}` } });
}

const pathOf = (href: string) => new URL(href).pathname + new URL(href).search;

/** Every page URL of the site's sitemap(s), with their hreflang alternates (both languages). */
async function sitemapPaths(api: APIRequestContext): Promise<string[]> {
  const paths = new Set<string>();
  const files = ['/sitemap.xml'];
  for (let i = 0; i < files.length; i++) {
    const response = await api.get(files[i]!);
    expect(response.status(), files[i]).toBe(200);
    const xml = parseDocument(await response.text(), { xmlMode: true });
    const isIndex = DomUtils.findOne((el) => el.name === 'sitemapindex', xml.children) !== null;
    for (const loc of DomUtils.findAll((el) => el.name === 'loc', xml.children)) {
      const path = pathOf(DomUtils.textContent(loc).trim());
      if (isIndex) files.push(path);
      else paths.add(path);
    }
    for (const link of DomUtils.findAll((el) => el.name === 'xhtml:link', xml.children)) {
      const href = DomUtils.getAttributeValue(link, 'href');
      if (href) paths.add(pathOf(href));
    }
  }
  return [...paths].sort();
}

test('a franchise site is set up through the sites API', async ({ baseURL }) => {
  const api = await asHost(baseURL!, 'localhost');
  const login = await api.post('/api/auth/login', { data: { email: e2eAdmin.email, password: e2eAdmin.password }, maxRedirects: 0 });
  expect(login.status()).toBe(303);
  const created = await api.post('/api/sites', { data: { name: franchise.name, type: 'agency', domains: [franchise.domain], copyFrom: 'demo-agency', themePreset: 'red' } });
  expect(created.status(), await created.text()).toBe(201);
  // The session cookie is the test server's (127.0.0.1): the same context writes as the new site's host.
  const franchiseApi = await requests.newContext({
    baseURL: `http://127.0.0.1:${new URL(baseURL!).port}`,
    storageState: await api.storageState(),
    extraHTTPHeaders: { host: `${franchise.domain}:${new URL(baseURL!).port}`, origin: `http://${franchise.domain}:${new URL(baseURL!).port}` },
  });
  const identity = { kind: 'agency', agency_name: franchise.name, agency_licence_number: 'E7731', executive_officer_id: null, broker_member_id: null, franchise_statement: franchise.statement };
  const saved = await franchiseApi.put('/api/editor/site/advertising', { data: identity });
  expect(saved.status(), await saved.text()).toBe(200);
  await franchiseApi.dispose();
  await api.dispose();
});

for (const [index, site] of sites.entries()) {
  test(`every public page of ${site.host} carries the mentions and the privacy link, in both languages`, async ({ baseURL }) => {
    const api = await asHost(baseURL!, site.host);
    const started = performance.now();
    const all = await sitemapPaths(api);
    const listingCount = all.filter(isListing).length;
    let listings = 0;
    const paths = all.filter((path) => !isListing(path) || listings++ % listingEvery === index % listingEvery);
    const counts = { sitemap: all.length, pages: 0, listings: 0, fr: 0, en: 0, mentions: 0, privacyLink: 0 };
    const failures: string[] = [];
    const check = async (path: string) => {
      const locale = path.startsWith('/en') ? 'en' : 'fr';
      const response = await api.get(path, { timeout: 120_000 });
      const html = await response.text();
      counts.pages++;
      counts[locale]++;
      if (isListing(path)) counts.listings++;
      if (response.status() !== 200) {
        failures.push(`${path}: ${response.status()}`);
        return;
      }
      const problems = pageProblems(html, { mentions: site.mentions[locale], privacyHref: privacyPath[locale] });
      if (!problems.some((p) => p.startsWith('mention'))) counts.mentions++;
      if (!problems.some((p) => p.startsWith('no link'))) counts.privacyLink++;
      failures.push(...problems.map((p) => `${path}: ${p}`));
    };
    const queue = [...paths];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(path);
      }),
    );
    for (const locale of ['fr', 'en'] as const) {
      const policy = await api.get(privacyPath[locale]);
      expect(policy.status()).toBe(200);
      expect(privacyOfficerText(await policy.text()), `${site.host} ${privacyPath[locale]}`).toContain(site.officer);
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${site.host}: ${counts.pages} of ${counts.sitemap} sitemap URLs fetched (${counts.fr} fr, ${counts.en} en; ` +
        `${counts.listings} of ${listingCount} listing pages, one in ${listingEvery}) in ${seconds.toFixed(0)} s; ` +
        `mentions on ${counts.mentions}, privacy link on ${counts.privacyLink}`,
    );
    expect(counts.fr, 'French pages in the sitemap').toBeGreaterThan(0);
    expect(counts.en, 'English pages in the sitemap').toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(counts.mentions).toBe(counts.pages);
    expect(counts.privacyLink).toBe(counts.pages);
    await api.dispose();
  });
}

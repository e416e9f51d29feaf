import { expect, request as requests, test, type APIRequestContext } from '@playwright/test';
import { e2eAdmin } from './helpers/credentials';

/**
 * Rule mentions on 100 % of the public pages (docs/compliance.md): for each demo site (the
 * broker site on localhost, the agency on agency.localhost: lib/seed/sites.ts) and a
 * franchise site created here through the sites API, every URL of its sitemap(s), French and
 * English, is fetched and its HTML must carry, rendered by the site chrome, the advertising
 * mentions (the broker's name as on the licence and title on a broker site; the agency followed
 * by its designation; the franchise statement where one is set) and the link to the privacy
 * policy; each policy page names the person in charge of personal information. HTTP only:
 * no browser page is opened.
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
// languages), fetched a few at a time.
test.describe.configure({ mode: 'serial', timeout: 3_600_000 });
const PARALLEL = 6;
/**
 * Every page of every sitemap but the listing pages, of which one in CRAWL_LISTING_EVERY (40 by
 * default: ~100 of the ~3,800 listing pages a site, all rendered by one template, which keeps the
 * run a few minutes). CRAWL_LISTING_EVERY=1 visits every URL (about an hour a site here).
 */
const listingEvery = Math.max(1, Number(process.env.CRAWL_LISTING_EVERY) || 40);
const isListing = (path: string) => /^\/(fr\/proprietes|en\/properties)\/[^/]+-\d+$/.test(path);
test.skip(({ isMobile }) => isMobile, 'HTTP only: one project is enough.');

/** Requests to the test server as the given host (the server picks the site by the Host header). */
async function asHost(baseURL: string, host: string): Promise<APIRequestContext> {
  const url = new URL(baseURL);
  const hostHeader = `${host}:${url.port}`;
  return requests.newContext({ baseURL: `http://127.0.0.1:${url.port}`, extraHTTPHeaders: { host: hostHeader, origin: `http://${hostHeader}` } });
}

const decode = (text: string) =>
  text.replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&nbsp;|&#160;/g, '\u00a0');

/** Every page URL of the site's sitemap(s), with their hreflang alternates (both languages). */
async function sitemapPaths(api: APIRequestContext): Promise<string[]> {
  const paths = new Set<string>();
  const files = ['/sitemap.xml'];
  for (let i = 0; i < files.length; i++) {
    const response = await api.get(files[i]!);
    expect(response.status(), files[i]).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]!));
    const alternates = [...xml.matchAll(/<xhtml:link[^>]*href="([^"]+)"/g)].map((m) => decode(m[1]!));
    for (const loc of locs) {
      const url = new URL(loc);
      if (/<sitemapindex/.test(xml)) files.push(url.pathname + url.search);
      else paths.add(url.pathname + url.search);
    }
    for (const href of alternates) paths.add(new URL(href).pathname + new URL(href).search);
  }
  return [...paths].sort();
}

/** The mentions section's lines, read from the HTML (data-advertising-mentions, components/page/AdvertisingMentions.tsx). */
function mentionLines(html: string): string[] {
  const section = /<section[^>]*data-advertising-mentions[^>]*>([\s\S]*?)<\/section>/.exec(html)?.[1] ?? '';
  return [...section.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/g)].map((m) => decode(m[1]!.replace(/<[^>]+>/g, '')).trim());
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

for (const site of sites) {
  test(`every public page of ${site.host} carries the mentions and the privacy link, in both languages`, async ({ baseURL }) => {
    const api = await asHost(baseURL!, site.host);
    const all = await sitemapPaths(api);
    let listings = 0;
    const paths = all.filter((path) => !isListing(path) || listings++ % listingEvery === 0);
    const counts = { sitemap: all.length, pages: 0, fr: 0, en: 0, mentions: 0, privacyLink: 0 };
    const failures: string[] = [];
    const check = async (path: string) => {
      const locale = path.startsWith('/en') ? 'en' : 'fr';
      const response = await api.get(path, { timeout: 120_000 });
      const html = await response.text();
      counts.pages++;
      counts[locale]++;
      if (response.status() !== 200) {
        failures.push(`${path}: ${response.status()}`);
        return;
      }
      const lines = mentionLines(html);
      const missing = site.mentions[locale].filter((line) => !lines.includes(line));
      if (missing.length === 0) counts.mentions++;
      else failures.push(`${path}: mentions ${JSON.stringify(lines)} lack ${JSON.stringify(missing)}`);
      if (html.includes(`href="${privacyPath[locale]}"`)) counts.privacyLink++;
      else failures.push(`${path}: no link to ${privacyPath[locale]}`);
    };
    const queue = [...paths];
    await Promise.all(Array.from({ length: PARALLEL }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) await check(path);
    }));
    for (const locale of ['fr', 'en'] as const) {
      const policy = await api.get(privacyPath[locale]);
      expect(policy.status()).toBe(200);
      const person = /data-testid="privacy-officer"[^>]*>([\s\S]*?)<\/(?:section|div|p|address)>/.exec(await policy.text())?.[1] ?? '';
      expect(decode(person), `${site.host} ${privacyPath[locale]}`).toContain(site.officer);
    }
    console.log(`${site.host}: ${counts.pages} of ${counts.sitemap} sitemap URLs fetched (${counts.fr} fr, ${counts.en} en); mentions on ${counts.mentions}, privacy link on ${counts.privacyLink}`);
    expect(counts.fr, 'French pages in the sitemap').toBeGreaterThan(0);
    expect(counts.en, 'English pages in the sitemap').toBeGreaterThan(0);
    expect(failures).toEqual([]);
    expect(counts.mentions).toBe(counts.pages);
    expect(counts.privacyLink).toBe(counts.pages);
    await api.dispose();
  });
}

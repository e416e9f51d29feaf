import type { Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { login } from './helpers/login';
import { ResoFixture, ResoServer } from '../tests/helpers/reso-server';

/**
 * Issue 31's feed journey, in both languages: a platform admin adds a RESO Web API feed at
 * /qa/feeds (a local OData server over 20 listings, started here), imports it now and sees
 * the run with its added count; the imported listings show in /qa/listings under the feed's
 * name and open read-only (no form, no save or publish), and visitors find one in the
 * property search. The texts are typed here.
 */

const TEXT = {
  fr: {
    feeds: 'Flux d’inscriptions',
    name: 'Nom',
    url: 'Adresse du service OData',
    tokenUrl: 'Adresse du jeton OAuth2',
    clientId: 'Identifiant client',
    clientSecret: 'Secret client',
    interval: 'Intervalle (minutes)',
    add: 'Ajouter',
    added: 'Flux ajouté',
    secretStored: 'secret enregistré',
    runNow: 'Importer maintenant',
    runStarted: 'Importation lancée',
    runRunning: 'Une importation est déjà en cours',
    succeeded: 'réussie',
    listings: 'Inscriptions',
    search: 'Rechercher (adresse, numéro, courtier)',
    apply: 'Appliquer',
    source: (feed: string) => `Flux « ${feed} »`,
    readOnly: (feed: string) => `Cette fiche vient du flux « ${feed} » : modifiez-la à la source.`,
    save: 'Enregistrer',
    publish: 'Publier',
    searchPage: '/fr/proprietes',
    resultsList: 'Propriétés trouvées',
  },
  en: {
    feeds: 'Listing feeds',
    name: 'Name',
    url: 'OData service address',
    tokenUrl: 'OAuth2 token address',
    clientId: 'Client id',
    clientSecret: 'Client secret',
    interval: 'Interval (minutes)',
    add: 'Add',
    added: 'Feed added',
    secretStored: 'secret stored',
    runNow: 'Import now',
    runStarted: 'Import started',
    runRunning: 'An import is already running',
    succeeded: 'succeeded',
    listings: 'Listings',
    search: 'Search (address, number, broker)',
    apply: 'Apply',
    source: (feed: string) => `Feed “${feed}”`,
    readOnly: (feed: string) => `This listing comes from the feed “${feed}”: change it at the source.`,
    save: 'Save',
    publish: 'Publish',
    searchPage: '/en/properties',
    resultsList: 'Properties found',
  },
} as const;

const LISTINGS = 20;

/**
 * The provider's server (tests/helpers/reso-server.ts: OAuth2 token and OData endpoints)
 * over 20 listings with a photo each, served by it too. Its first listing is the journey's:
 * active, for sale, at a street and a price (not a round one, as the others' are) of its own.
 * It listens on E2E_RESO_PORT, which playwright.config.ts chooses and lists in the site's
 * OUTBOUND_ALLOW (loopback is refused to the outbound client otherwise).
 */
async function startFeedServer(street: { number: string; name: string }, price: number): Promise<ResoServer> {
  const fixture = new ResoFixture({ count: LISTINGS, seed: 31, photosPerListing: 1 });
  const server = new ResoServer(fixture, { port: Number(process.env.E2E_RESO_PORT ?? 0) });
  await server.start();
  for (const media of fixture.media.values()) media.MediaURL = String(media.MediaURL).replace('https://photos.example.test', `${server.url}/photos`);
  fixture.update('L100000', {
    StandardStatus: 'Active',
    PropertyType: 'Residential',
    PropertySubType: 'Single Family Residence',
    ListPrice: price,
    ClosePrice: null,
    CloseDate: null,
    StreetNumber: street.number,
    StreetName: street.name,
    StreetSuffix: 'rue',
    UnitNumber: null,
  });
  return server;
}

/** The row of the feed's runs table that says a run succeeded and added `added` listings. */
function succeededRun(page: Page, feed: string, t: (typeof TEXT)['fr' | 'en'], added: number) {
  const section = page.getByRole('region', { name: feed });
  // Columns: start, duration, state, added, updated, removed, photos, warnings, error.
  return section
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: t.succeeded, exact: true }) })
    .filter({ has: page.locator('td:nth-child(4)', { hasText: new RegExp(`^${added}$`) }) });
}

for (const locale of ['fr', 'en'] as const) {
  const t = TEXT[locale];
  test(`${locale}: an admin adds a RESO feed, imports it now, and its listings show read-only in the workspace and in the search`, async ({ page }, info) => {
    test.skip(info.project.name !== 'desktop', 'a workspace journey: the desktop viewport is enough');
    test.setTimeout(60_000);
    const number = String(1000 + Math.floor(Math.random() * 8000));
    const street = { number, name: locale === 'fr' ? 'des Mélèzes' : 'des Cèdres' };
    const address = `${number}, rue ${street.name}`;
    // A price of its own per language and attempt (a retry's listing is not the failed attempt's).
    const price = (locale === 'fr' ? 941_000 : 943_000) + info.retry * 10_000 + 200 + Math.floor(Math.random() * 100);
    const server = await startFeedServer(street, price);
    try {
      const feed = `Centris e2e ${locale} ${Date.now()}`;
      await login(page);

      // The admin adds the feed: its URL, token URL, client id and secret.
      await page.goto(`/qa/feeds?lang=${locale}`);
      await expect(page.getByRole('heading', { level: 1, name: t.feeds })).toBeVisible();
      await page.getByLabel(t.name, { exact: true }).fill(feed);
      await page.getByLabel(t.url).fill(`${server.url}/odata`);
      await page.getByLabel(t.tokenUrl).fill(`${server.url}/token`);
      await page.getByLabel(t.clientId).fill('test-client');
      await page.getByLabel(t.clientSecret).fill('test-secret');
      // Weekly: the schedule does not run it again while the other journeys run (its server is gone by then).
      await page.getByLabel(t.interval).fill('10080');
      await page.getByRole('button', { name: t.add, exact: true }).click();
      await expect(page.getByRole('status').filter({ hasText: t.added })).toBeVisible();
      const section = page.getByRole('region', { name: feed });
      await expect(section).toContainText(t.secretStored);
      await expect(section).not.toContainText('test-secret');

      // Imported now. The provider asks once to slow down (429, Retry-After 3 s): the run lasts
      // longer than the button's own refresh, and its row still moves from running to its
      // outcome by itself, succeeded, with the 20 listings added: one run, the second ask skipped.
      server.faults.push({ kind: '429', retryAfter: 3 });
      await section.getByRole('button', { name: t.runNow }).click();
      await expect(section.getByRole('status').filter({ hasText: t.runStarted })).toBeVisible();
      // Asked again while it runs: the screen says an import is already running (no second run).
      await section.getByRole('button', { name: t.runNow }).click();
      await expect(section.getByRole('status').filter({ hasText: t.runRunning })).toBeVisible();
      await expect(succeededRun(page, feed, t, LISTINGS)).toHaveCount(1, { timeout: 20_000 });

      // The workspace's listings: found by address, marked as the feed's, opened read-only.
      await page.goto(`/qa/listings?lang=${locale}&q=${encodeURIComponent(address)}`);
      await expect(page.getByRole('heading', { level: 1, name: t.listings })).toBeVisible();
      const rows = page.getByRole('row').filter({ hasText: address });
      await expect(rows).toHaveCount(1);
      await expect(rows.getByRole('cell', { name: t.source(feed), exact: true })).toBeVisible();
      await rows.getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(feed);
      await expect(page.getByRole('note')).toContainText(t.readOnly(feed));
      await expect(page.getByText(address)).toBeVisible();
      await expect(page.getByRole('button', { name: t.save })).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.publish })).toHaveCount(0);
      await expect(page.getByRole('textbox')).toHaveCount(0);

      // A visitor finds it in the property search (its price range holds it alone).
      await page.goto(`${t.searchPage}?price_min=${price - 50}&price_max=${price + 50}`);
      const cards = page.getByRole('region', { name: t.resultsList }).getByRole('article');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(address);
    } finally {
      await server.stop();
    }
  });
}

import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { login } from './helpers/login';
import { linksIn, waitForMail } from './helpers/mailbox';

/**
 * Issue 31's journey, in both languages, desktop and mobile: a broker (invited by the platform
 * admin, signed in with their own account) creates a listing at /qa/listings/new with three
 * photos uploaded from the form, publishes it; a visitor finds it in the property search with
 * the filters that match it (municipality, price range, bedrooms, picked in the filter overlay),
 * on the list and on the map,
 * and opens its page (three library photos, the description, the open house). The broker then
 * marks it sold in the workspace: it shows on the sold-properties page (recent sales and the
 * map) and the active search no longer finds it. The texts are typed here.
 */

const TEXT = {
  fr: {
    inviteEmail: 'Adresse courriel',
    brokerRole: 'Courtier',
    invite: "Envoyer l'invitation",
    invitationSubject: /^Invitation à gérer le site /,
    name: 'Votre nom',
    choose: 'Choisissez un mot de passe',
    create: 'Créer mon compte',
    listings: 'Inscriptions',
    newListing: 'Nouvelle inscription',
    street: 'Numéro et rue',
    price: 'Prix ($; loyer mensuel pour une location)',
    municipality: 'Municipalité',
    postal: 'Code postal',
    latitude: 'Latitude',
    longitude: 'Longitude',
    bedrooms: 'Chambres',
    descriptionFr: 'Description en français',
    descriptionEn: 'Description en anglais',
    pickerOpen: 'Médiathèque…',
    upload: 'Téléverser',
    choose_files: 'choisissez-les',
    cover: 'Couverture',
    photo: (n: number) => `Photo ${n}`,
    addOpenHouse: 'Ajouter une visite libre',
    date: 'Date',
    publish: 'Publier',
    status: 'Statut',
    sold: 'Vendue',
    closePrice: 'Prix vendu ($)',
    closeDate: 'Date de la vente',
    contractStart: 'Contrat de courtage : premier jour',
    contractEnd: 'Contrat de courtage : dernier jour',
    authoriseSale: 'Les parties autorisent à annoncer la vente',
    authorisePrice: 'Les parties autorisent à divulguer le prix',
    authorisedOn: 'Date de l’autorisation',
    saveAuthorisation: 'Enregistrer l’autorisation',
    authorisationSaved: 'Autorisation enregistrée.',
    save: 'Enregistrer',
    saved: 'Enregistrée',
    search: '/fr/proprietes',
    soldPage: '/fr/proprietes-vendues',
    resultsList: 'Propriétés trouvées',
    resultsMap: 'Carte des propriétés',
    view: 'Affichage',
    viewBoth: 'Liste et carte',
    empty: 'Aucune propriété ne correspond à votre recherche',
    filters: /^Filtres/,
    filtersTitle: 'Filtres',
    municipalities: /Municipalités/,
    municipalitySearch: 'Rechercher une municipalité',
    priceMin: 'Prix minimum',
    priceMax: 'Prix maximum',
    bedroomsGroup: 'Chambres',
    seeOne: 'Voir 1 résultat',
    gallery: 'Photos de la propriété',
    photoOf: (n: number, total: number) => `Photo ${n} sur ${total}`,
    openHouses: 'Visites libres',
    soldBanner: 'Cette propriété est vendue.',
    soldMap: 'Carte des propriétés vendues',
    zoomIn: 'Zoom avant',
    recentSales: 'Ventes récentes',
  },
  en: {
    inviteEmail: 'E-mail address',
    brokerRole: 'Broker',
    invite: 'Send the invitation',
    invitationSubject: /^Invitation to work on /,
    name: 'Your name',
    choose: 'Choose a password',
    create: 'Create my account',
    listings: 'Listings',
    newListing: 'New listing',
    street: 'Number and street',
    price: 'Price ($; monthly rent for a rental)',
    municipality: 'Municipality',
    postal: 'Postal code',
    latitude: 'Latitude',
    longitude: 'Longitude',
    bedrooms: 'Bedrooms',
    descriptionFr: 'Description in French',
    descriptionEn: 'Description in English',
    pickerOpen: 'Media library…',
    upload: 'Upload',
    choose_files: 'choose them',
    cover: 'Cover',
    photo: (n: number) => `Photo ${n}`,
    addOpenHouse: 'Add an open house',
    date: 'Date',
    publish: 'Publish',
    status: 'Status',
    sold: 'Sold',
    closePrice: 'Sold price ($)',
    closeDate: 'Sale date',
    contractStart: 'Brokerage contract: first day',
    contractEnd: 'Brokerage contract: last day',
    authoriseSale: 'The parties authorise advertising the sale',
    authorisePrice: 'The parties authorise disclosing the price',
    authorisedOn: 'Date of the authorisation',
    saveAuthorisation: 'Save the authorisation',
    authorisationSaved: 'Authorisation saved.',
    save: 'Save',
    saved: 'Saved',
    search: '/en/properties',
    soldPage: '/en/sold-properties',
    resultsList: 'Properties found',
    resultsMap: 'Property map',
    view: 'View',
    viewBoth: 'List and map',
    empty: 'No property matches your search',
    filters: /^Filters/,
    filtersTitle: 'Filters',
    municipalities: /Municipalities/,
    municipalitySearch: 'Search a municipality',
    priceMin: 'Minimum price',
    priceMax: 'Maximum price',
    bedroomsGroup: 'Bedrooms',
    seeOne: 'See 1 result',
    gallery: 'Property photos',
    photoOf: (n: number, total: number) => `Photo ${n} of ${total}`,
    openHouses: 'Open houses',
    soldBanner: 'This property is sold.',
    soldMap: 'Map of sold properties',
    zoomIn: 'Zoom in',
    recentSales: 'Recent sales',
  },
} as const;

// Demo brokers of the default site (lib/seed/members-data.ts), not the accounts journey's.
const BROKER = { fr: 'Émilie Gauthier', en: 'Geneviève Pelletier' } as const;

test.beforeEach(async ({ page }) => {
  // Each journey from its own address: the sign-in limits count per address.
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
});

/** The platform admin invites a broker linked to `member`; the broker accepts and is signed in. */
async function signInAsNewBroker(page: Page, locale: 'fr' | 'en', member: string, email: string) {
  const t = TEXT[locale];
  await login(page);
  await page.goto(`/api/auth/language?lang=${locale}&next=/qa/accounts`);
  const form = page.locator('form[action="/api/accounts"]');
  await form.getByLabel(t.inviteEmail).fill(email);
  await form.locator('select[name="role"]').selectOption({ label: t.brokerRole });
  await form.locator('select[name="memberId"]').selectOption({ label: member });
  await form.getByRole('button', { name: t.invite }).click();
  const out = await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(out.status()).toBe(303);
  const invitation = await waitForMail(email, (mail) => t.invitationSubject.test(mail.subject));
  const link = linksIn(invitation).find((url) => url.includes('/qa/login/invitation/'));
  expect(link, 'the invitation link').toBeDefined();
  await page.goto(link!);
  await page.getByLabel(t.name).fill(member);
  await page.getByLabel(t.choose).fill('Toit-Rouge-Sapin-2026');
  await page.getByRole('button', { name: t.create }).click();
  await expect(page).toHaveURL(/\/qa\/members$/);
}

/** Uploads one JPEG through the form's media picker (the upload tab picks the new file). */
async function uploadPhoto(page: Page, t: (typeof TEXT)['fr' | 'en'], name: string, color: string) {
  const photo = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: color } }).jpeg().toBuffer();
  await page.getByRole('button', { name: t.pickerOpen }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: t.upload }).click();
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: t.choose_files }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog).toBeHidden();
}

/**
 * Where the map draws its single markers: Leaflet paints them on a canvas (no element per
 * marker), so the canvas' painted spots are found by their pixels; page coordinates of each
 * spot's centre, northernmost first.
 */
async function markerSpots(map: Locator): Promise<{ x: number; y: number }[]> {
  const canvas = map.locator('.leaflet-overlay-pane canvas');
  await expect(canvas).toBeAttached();
  return canvas.evaluate((element: HTMLCanvasElement) => {
    const rect = element.getBoundingClientRect();
    const scale = rect.width / element.width;
    const { data, width, height } = element.getContext('2d')!.getImageData(0, 0, element.width, element.height);
    const near = 12 / scale;
    const blobs: { x0: number; y0: number; x1: number; y1: number }[] = [];
    for (let y = 0; y < height; y += 2) {
      for (let x = 0; x < width; x += 2) {
        if (data[(y * width + x) * 4 + 3]! < 200) continue;
        const blob = blobs.find((b) => x >= b.x0 - near && x <= b.x1 + near && y >= b.y0 - near && y <= b.y1 + near);
        if (blob) Object.assign(blob, { x0: Math.min(blob.x0, x), x1: Math.max(blob.x1, x), y1: Math.max(blob.y1, y) });
        else blobs.push({ x0: x, y0: y, x1: x, y1: y });
      }
    }
    return blobs
      .map((b) => ({ x: rect.left + ((b.x0 + b.x1) / 2) * scale, y: rect.top + ((b.y0 + b.y1) / 2) * scale }))
      .filter((p) => p.x > 0 && p.y > 0 && p.x < window.innerWidth && p.y < window.innerHeight);
  });
}

/**
 * Clicks the map's single markers from the northernmost down until one opens a popup naming
 * `street` (the journey places its listing north of every other listing); returns that popup.
 */
async function openPopupOf(page: Page, map: Locator, street: string, tries = 5): Promise<Locator> {
  const popup = map.locator('.leaflet-popup');
  let spots: { x: number; y: number }[] = [];
  await map.scrollIntoViewIfNeeded();
  await expect.poll(async () => (spots = await markerSpots(map)).length, { message: 'markers on the map' }).toBeGreaterThan(0);
  for (const spot of spots.slice(0, tries)) {
    await page.mouse.click(spot.x, spot.y);
    await expect(popup).toBeVisible();
    try {
      await expect(popup).toContainText(street, { timeout: 3_000 });
      return popup;
    } catch {
      // another listing's marker: the next one down
    }
  }
  throw new Error(`no marker of the map opens the popup of ${street}`);
}

// Each run's listing at its own far-north spot, north of the runs before it (desktop, then
// mobile; fr, then en) and of every demo listing (all south of 50.3°), and far enough from the
// others that the map never clusters it with one; its price its own too (not a round one, as
// demo prices are).
const RUN: Record<string, { lat: number; lng: number; price: number }> = {
  'desktop-fr': { lat: 53, lng: -78, price: 981_000 },
  'desktop-en': { lat: 55, lng: -73, price: 983_000 },
  'mobile-fr': { lat: 57, lng: -68, price: 985_000 },
  'mobile-en': { lat: 59, lng: -63, price: 987_000 },
};

for (const locale of ['fr', 'en'] as const) {
  const t = TEXT[locale];
  test(`${locale}: a broker publishes a listing with three uploaded photos, visitors find it on the list and the map, then it is sold and moves to the sold map`, async ({ page, isMobile }, info) => {
    test.setTimeout(180_000);
    const email = `listing-broker-${locale}-${info.project.name}-${Date.now()}@example.com`;
    await signInAsNewBroker(page, locale, BROKER[locale], email);

    // The broker's "Listings" screen, then a new listing.
    await page.goto(`/qa/listings?lang=${locale}`);
    await expect(page.getByRole('heading', { level: 1, name: t.listings })).toBeVisible();
    await page.getByRole('link', { name: t.newListing }).click();
    await expect(page.getByRole('heading', { level: 1, name: t.newListing })).toBeVisible();

    const number = 1000 + Math.floor(Math.random() * 8000);
    const street = `${number}, rue des Bouleaux`;
    const run = RUN[`${info.project.name}-${locale}`] ?? { lat: 60, lng: -70, price: 989_000 };
    // A price no demo listing has: the search by price range finds this listing alone.
    const price = run.price + 200 + Math.floor(Math.random() * 100);
    const description = locale === 'fr' ? `Maison lumineuse près du parc (${number}).` : `Bright house near the park (${number}).`;

    await page.getByLabel(t.street).fill(street);
    await page.getByLabel(t.price).fill(String(price));
    await page.getByLabel(t.municipality).selectOption({ label: 'Laval' });
    await page.getByLabel(t.postal).fill('h7n 1a1');
    // A retry's listing a degree north of the failed attempt's (which may be on the map already).
    await page.getByLabel(t.latitude).fill(String(run.lat + info.retry));
    await page.getByLabel(t.longitude).fill(String(run.lng));
    await page.getByLabel(t.bedrooms).fill('4');
    await page.getByLabel(t.descriptionFr).fill(`Maison lumineuse près du parc (${number}).`);
    await page.getByLabel(t.descriptionEn).fill(`Bright house near the park (${number}).`);
    // The brokerage contract: signed a week ago for six months (a listing is public only while it runs).
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel(t.contractStart).fill(day(-7));
    await page.getByLabel(t.contractEnd).fill(day(180));
    // The broker is listed on their own listing from the start.
    await expect(page.getByRole('checkbox', { name: BROKER[locale] })).toBeChecked();

    // Three photos uploaded from the form, in order: the first is the cover.
    await uploadPhoto(page, t, `bouleaux-${locale}-1.jpg`, '#5b7a99');
    await uploadPhoto(page, t, `bouleaux-${locale}-2.jpg`, '#997a5b');
    await uploadPhoto(page, t, `bouleaux-${locale}-3.jpg`, '#5b997a');
    await expect(page.getByText(t.cover, { exact: true })).toBeVisible();
    await expect(page.getByText(t.photo(2), { exact: true })).toBeVisible();
    await expect(page.getByText(t.photo(3), { exact: true })).toBeVisible();

    // An open house on a date to come (Montréal time).
    await page.getByRole('button', { name: t.addOpenHouse }).click();
    await page.getByLabel(t.date, { exact: true }).fill('2030-06-08');

    await page.getByRole('button', { name: t.publish }).click();
    await expect(page).toHaveURL(/\/qa\/listings\/\d+/);
    const editUrl = page.url();

    // A visitor picks Laval, the price range and 4 bedrooms or more in the search's filters:
    // the overlay announces one result, and the list shows this listing alone…
    await page.goto(t.search);
    await page.getByRole('button', { name: t.filters }).click();
    const dialog = page.getByRole('dialog', { name: t.filtersTitle });
    await dialog.getByRole('button', { name: t.municipalities }).click();
    await dialog.getByRole('searchbox', { name: t.municipalitySearch }).fill('Laval');
    await dialog.getByRole('checkbox', { name: 'Laval', exact: true }).check();
    await dialog.getByLabel(t.priceMin, { exact: true }).fill(String(price - 50));
    await dialog.getByLabel(t.priceMax, { exact: true }).fill(String(price + 50));
    // The bedroom pills, by keyboard (the sheet's sticky footer may cover them).
    const fourPlus = dialog.getByRole('group', { name: t.bedroomsGroup }).getByRole('radio', { name: '4+', exact: true });
    await fourPlus.focus();
    await page.keyboard.press('Space');
    await expect(fourPlus).toBeChecked();
    await dialog.getByRole('button', { name: t.seeOne }).click();
    await expect(dialog).toBeHidden();
    const searchUrl = `${t.search}?mun=65005&price_min=${price - 50}&price_max=${price + 50}&bedrooms=4`;
    await expect.poll(() => {
      const query = new URL(page.url()).searchParams;
      return [query.get('mun'), query.get('price_min'), query.get('price_max'), query.get('bedrooms')];
    }).toEqual(['65005', String(price - 50), String(price + 50), '4']);
    if (isMobile) await page.getByRole('group', { name: t.view }).getByRole('button', { name: t.viewBoth, exact: true }).click();
    const cards = page.getByRole('region', { name: t.resultsList }).getByRole('article');
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText(street);
    // …and on the map: its one marker opens its popup (address and a link to its page).
    const map = page.getByRole('region', { name: t.resultsMap });
    await expect.poll(async () => (await markerSpots(map)).length).toBe(1);
    const popup = await openPopupOf(page, map, street, 1);
    await expect(popup.getByRole('link')).toHaveAttribute('href', (await cards.first().getByRole('link').first().getAttribute('href'))!);

    // Its page: the three library photos, the description of the page's language, the open house.
    await cards.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(street);
    await expect(page.getByText(description)).toBeVisible();
    const gallery = page.getByRole('region', { name: t.gallery });
    await expect(gallery.getByRole('group')).toHaveCount(3);
    await expect(gallery.getByRole('group', { name: t.photoOf(3, 3) })).toBeAttached();
    const photos = gallery.locator('img[src^="/media/"]');
    await expect(photos).toHaveCount(3);
    await expect.poll(() => photos.first().evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('heading', { name: t.openHouses })).toBeVisible();
    const listingUrl = new URL(page.url()).pathname;

    // The broker marks it sold in the workspace.
    await page.goto(editUrl);
    await page.getByLabel(t.status).selectOption({ label: t.sold });
    await page.getByLabel(t.closePrice).fill(String(price - 12_000));
    await page.getByLabel(t.closeDate).fill(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
    await page.getByRole('button', { name: t.save, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.saved })).toBeVisible();
    // The sellers and buyers authorised advertising the sale and its price: the broker records it.
    await page.reload();
    await page.getByLabel(t.authoriseSale).check();
    await page.getByLabel(t.authorisePrice).check();
    await page.getByLabel(t.authorisedOn).fill(new Date().toISOString().slice(0, 10));
    await page.getByRole('button', { name: t.saveAuthorisation, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: t.authorisationSaved })).toBeVisible();

    // The sold-properties page: among the recent sales, and on the sold map.
    await page.goto(t.soldPage);
    const recent = page.getByRole('region', { name: t.recentSales });
    await expect(recent.getByRole('article').filter({ hasText: street })).toHaveCount(1);
    const soldMap = page.getByRole('region', { name: t.soldMap });
    await expect(soldMap).toBeVisible();
    const soldPopup = await openPopupOf(page, soldMap, street);
    await expect(soldPopup.getByRole('link')).toHaveAttribute('href', listingUrl);

    // Its page says it is sold; the active search no longer finds it.
    await page.goto(listingUrl);
    await expect(page.getByText(t.soldBanner, { exact: true })).toBeVisible();
    await page.goto(searchUrl);
    await expect(page.getByRole('heading', { name: t.empty })).toBeVisible();
    await expect(page.getByRole('region', { name: t.resultsList }).getByRole('article')).toHaveCount(0);

    // The search without filters (a new search: the session's filters forgotten), rendered
    // seconds after the sale and then kept by the page cache: its count is the live search's,
    // not the one remembered from before the sale.
    await page.evaluate(() => sessionStorage.clear());
    const mapAnswer = page.waitForResponse((r) => r.url().includes('/properties?') && r.url().includes('format=map') && r.ok());
    await page.goto(t.search);
    const live = ((await (await mapAnswer).json()) as { data: { total: number } }).data.total;
    const shown = page.getByRole('region', { name: t.resultsList }).locator('p[aria-live="polite"]');
    await expect(shown).toHaveText(/\d/);
    expect(Number((await shown.innerText()).replace(/\D/g, ''))).toBe(live);
  });
}

/**
 * Boxes of the offline map's place names and of its clusters (page pixels) that overlap:
 * none may (a name beside a cluster, or left out, never under or over it).
 */
async function namesOnClusters(map: Locator): Promise<{ names: number; clusters: number; overlaps: string[] }> {
  return map.evaluate((element) => {
    const boxes = (selector: string) =>
      [...element.querySelectorAll(selector)].map((e) => ({ text: e.textContent ?? '', box: e.getBoundingClientRect() }));
    const names = boxes('.map-offline-label span');
    const clusters = boxes('.listings-cluster');
    const overlaps: string[] = [];
    for (const n of names)
      for (const c of clusters)
        if (n.box.left < c.box.right && c.box.left < n.box.right && n.box.top < c.box.bottom && c.box.top < n.box.bottom) overlaps.push(`${n.text} on ${c.text}`);
    return { names: names.length, clusters: clusters.length, overlaps };
  });
}

for (const locale of ['fr', 'en'] as const) {
  const t = TEXT[locale];
  test(`${locale}: on the offline sold map, municipality names never cover a cluster, at the first view and zoomed in`, async ({ page }) => {
    await page.goto(t.soldPage);
    const map = page.getByRole('region', { name: t.soldMap });
    await map.scrollIntoViewIfNeeded();
    // No tiles here: the map shows its offline backdrop, names included.
    await expect(map.locator('.map-offline-label').first()).toBeVisible();
    await expect(map.locator('.listings-cluster').first()).toBeVisible();
    // Names are placed once per frame after the markers: wait until they settle.
    await expect.poll(async () => (await namesOnClusters(map)).overlaps).toEqual([]);
    const first = await namesOnClusters(map);
    expect(first.names).toBeGreaterThan(0);
    await map.getByRole('button', { name: t.zoomIn }).click();
    await expect(map).not.toHaveClass(/leaflet-zoom-anim/);
    await expect.poll(async () => (await namesOnClusters(map)).overlaps).toEqual([]);
  });
}

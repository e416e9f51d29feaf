import type { Browser, Page } from '@playwright/test';
import { expect, test } from './helpers/test';
import { login } from './helpers/login';
import { linksIn, waitForMail } from './helpers/mailbox';
import { canvasBlock, editLocale, fieldInput, waitForEditor } from './helpers/puck';

/**
 * Supervised publishing, in both workspace languages, on the agency demo site (which reviews
 * its brokers by default): a broker edits a page and submits it; the published page stays
 * online; the admin sees the change in the review queue and asks for a fix; the broker is
 * told (e-mail in their language, notice in the editor), fixes and submits again; the admin
 * approves and a visitor reads the new text. On the way the admin opens the two versions
 * side by side, in both content languages and on a phone. The texts are typed here, not read from the
 * locale files. REVIEW_SHOTS=<dir> saves screenshots of the queue and the side-by-side preview at 1280 and 390 px.
 */
const texts = {
  fr: {
    inviteEmail: 'Adresse courriel',
    invite: "Envoyer l'invitation",
    brokerRole: 'Courtier',
    name: 'Votre nom',
    choose: 'Choisissez un mot de passe',
    create: 'Créer mon compte',
    mainTitle: 'Titre principal',
    submit: 'Soumettre pour approbation',
    submitted: 'Soumis pour approbation. La version publiée reste en ligne jusqu’à la décision.',
    queue: 'Approbations',
    comment: 'Commentaire pour l’auteur',
    requestChanges: 'Demander des modifications',
    changesRequested: /Modifications demandées\s;\sl’auteur a été prévenu\./,
    approve: 'Approuver et publier',
    approved: 'Approuvée et publiée.',
    changesMail: /^Modifications demandées\s*:/,
    approvedMail: /^Approuvé\s*:/,
    fix: 'Ajoutez le nom du quartier au titre.',
    commentRequired: 'Dites ce qu’il faut modifier',
    sideBySide: 'Côte à côte',
    previewTitle: 'Deux versions côte à côte',
    showSubmitted: 'B\u00a0: Version soumise',
  },
  en: {
    inviteEmail: 'E-mail address',
    invite: 'Send the invitation',
    brokerRole: 'Broker',
    name: 'Your name',
    choose: 'Choose a password',
    create: 'Create my account',
    mainTitle: 'Main title',
    submit: 'Submit for approval',
    submitted: 'Submitted for approval. The published version stays online until it is decided.',
    queue: 'Approvals',
    comment: 'Comment for the author',
    requestChanges: 'Request changes',
    changesRequested: 'Changes requested; the author has been told.',
    approve: 'Approve and publish',
    approved: 'Approved and published.',
    changesMail: /^Changes requested: /,
    approvedMail: /^Approved: /,
    fix: 'Put the neighbourhood in the title.',
    commentRequired: 'Say what to change',
    sideBySide: 'Side by side',
    previewTitle: 'Two versions side by side',
    showSubmitted: 'B: Submitted version',
  },
} as const;

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

const textBlock = (title: string) => ({
  id: 'review-text',
  block_type: 'text_block_1',
  fields: { main_title: { fr: title, en: title }, description: { fr: '<p>Un texte.</p>', en: '<p>A text.</p>' }, cta_repeater: [] },
});

async function session(browser: Browser, origin: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
  // Each person from their own address: the sign-in limits count per address.
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
  const page = await context.newPage();
  // A script error in the workspace shows as the error page: say which in the test's output.
  page.on('pageerror', (error) => console.log(`[page error] ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`[console error] ${message.text()}`);
  });
  return page;
}

/**
 * A call to the editor API from the page itself: Chromium resolves *.localhost to this machine,
 * Node's resolver does not, so page.request cannot reach the agency host.
 */
async function callApi(page: Page, method: string, path: string, data?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, data }) => {
      const response = await fetch(path, { method, headers: data === undefined ? {} : { 'content-type': 'application/json' }, body: data === undefined ? undefined : JSON.stringify(data) });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as Record<string, unknown> };
    },
    { method, path, data },
  );
}

/** What a visitor reads at the page's address (with its language). */
async function visitorSees(browser: Browser, origin: string, path: string, text: string) {
  const visitor = await session(browser, origin);
  try {
    await expect(async () => {
      await visitor.goto(path);
      await expect(visitor.locator('main#main-content').getByText(text, { exact: true })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await visitor.context().close();
  }
}

for (const locale of ['fr', 'en'] as const) {
  const t = texts[locale];

  test(`${locale}: a broker submits a page, the admin requests a change, then approves the fixed version and visitors read it`, async ({ browser, baseURL, isMobile }) => {
    test.skip(isMobile, 'The Puck workspace is a desktop tool (the queue is looked at on a phone below).');
    test.setTimeout(180_000);
    const origin = baseURL!.replace('//localhost', '//agency.localhost');
    const slug = unique();
    const paths = { fr: `/e2e-approbation-${slug}`, en: `/e2e-approval-${slug}` };
    const titles = { fr: `Approbation ${slug}`, en: `Approval ${slug}` };
    // The page in the journey's language, where the broker edits and the visitor reads.
    const path = `/${locale}${paths[locale]}`;
    const online = `Version en ligne ${slug}`;
    const first = `Premier essai ${slug}`;
    const fixed = `Version corrigée Laurentides ${slug}`;

    // The admin (platform admin: never reviewed) publishes a page, then invites a broker.
    const admin = await session(browser, origin);
    await login(admin);
    const created = await callApi(admin, 'POST', '/api/editor/pages', { paths, title: titles });
    expect(created.status).toBe(201);
    const id = created.body.id as number;
    const editable = (await callApi(admin, 'GET', `/api/editor/pages/${id}`)).body as { version: number; paths: Record<string, string> };
    const draft = { content: [textBlock(online)], title: titles, seo: {}, paths: editable.paths, expectedVersion: editable.version };
    expect((await callApi(admin, 'PUT', `/api/editor/pages/${id}/draft`, draft)).status).toBe(200);
    expect((await callApi(admin, 'POST', `/api/editor/pages/${id}/publish`, {})).status).toBe(200);
    await visitorSees(browser, origin, path, online);

    const email = `courtier-${locale}-${slug}@example.com`;
    await admin.goto(`/api/auth/language?lang=${locale}&next=/qa/accounts`);
    const form = admin.locator('form[action="/api/accounts"]');
    await form.getByLabel(t.inviteEmail).fill(email);
    await form.locator('select[name="role"]').selectOption({ label: t.brokerRole });
    await form.locator('select[name="memberId"]').selectOption({ index: 1 });
    await form.getByRole('button', { name: t.invite }).click();
    const invitation = await waitForMail(email, (mail) => linksIn(mail).some((url) => url.includes('/qa/login/invitation/')));
    const broker = await session(browser, origin);
    await broker.goto(linksIn(invitation).find((url) => url.includes('/qa/login/invitation/'))!);
    await broker.getByLabel(t.name).fill(`Courtier ${slug}`);
    await broker.getByLabel(t.choose).fill('Toit-Rouge-Sapin-2026');
    await broker.getByRole('button', { name: t.create }).click();
    await expect(broker).not.toHaveURL(/\/qa\/login/);
    // The broker's account speaks the journey's language: the e-mails they get are in it.
    expect((await callApi(broker, 'POST', '/api/account', { name: `Courtier ${slug}`, locale })).status).toBe(200);

    // The broker edits the page: "Publier" is "Soumettre pour approbation" here.
    const editTitle = async (title: string) => {
      await broker.goto(`/qa/pages/${id}/edit?lang=${locale}`);
      await waitForEditor(broker);
      await editLocale(broker, locale);
      await canvasBlock(broker, 'text_block_1').click({ position: { x: 12, y: 12 } });
      await fieldInput(broker, t.mainTitle).fill(title);
      await expect(canvasBlock(broker, 'text_block_1')).toContainText(title);
      await broker.getByRole('button', { name: t.submit, exact: true }).click();
      await expect(broker.getByTestId('review-notice')).toHaveText(t.submitted, { timeout: 15_000 });
    };
    await editTitle(first);
    // Waiting: the published version stays online.
    await visitorSees(browser, origin, path, online);

    // The admin sees what changed against the online version and asks for a fix.
    await admin.goto(`/qa/review?lang=${locale}`);
    await expect(admin.getByRole('heading', { level: 1, name: t.queue })).toBeVisible();
    const card = admin.getByTestId('submission').filter({ hasText: titles[locale] });
    await expect(card.locator('ins').filter({ hasText: 'Premier' }).first()).toBeVisible();
    await expect(card.locator('del').filter({ hasText: 'en ligne' }).first()).toBeVisible();
    if (process.env.REVIEW_SHOTS && locale === 'fr') {
      await admin.screenshot({ path: `${process.env.REVIEW_SHOTS}/review-queue-1280.png`, fullPage: true });
      await admin.setViewportSize({ width: 390, height: 844 });
      await admin.screenshot({ path: `${process.env.REVIEW_SHOTS}/review-queue-390.png`, fullPage: true });
      await admin.setViewportSize({ width: 1280, height: 800 });
    }
    // One click away: the online and the submitted version rendered side by side, in each content language.
    await card.getByRole('link', { name: t.sideBySide }).click();
    await expect(admin.getByRole('heading', { level: 1, name: t.previewTitle })).toBeVisible();
    await expect(admin.getByTestId('preview-side-a')).toContainText(online);
    await expect(admin.getByTestId('preview-side-b')).toContainText(first);
    if (process.env.REVIEW_SHOTS && locale === 'fr') await admin.screenshot({ path: `${process.env.REVIEW_SHOTS}/review-side-by-side-1280.png`, fullPage: true });
    // The broker changed the title in this language only: in the other, both sides read the online text.
    await admin.getByTestId(`preview-content-${locale === 'fr' ? 'en' : 'fr'}`).click();
    await expect(admin.getByTestId('preview-side-b')).toContainText(online);
    await expect(admin.getByTestId('preview-side-b')).not.toContainText(first);
    // On a phone, one version at a time.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect(admin.getByTestId('preview-side-b')).toBeHidden();
    await admin.getByRole('button', { name: t.showSubmitted }).click();
    await expect(admin.getByTestId('preview-side-b')).toBeVisible();
    await expect(admin.getByTestId('preview-side-a')).toBeHidden();
    if (process.env.REVIEW_SHOTS && locale === 'fr') await admin.screenshot({ path: `${process.env.REVIEW_SHOTS}/review-side-by-side-390.png`, fullPage: true });
    await admin.setViewportSize({ width: 1280, height: 800 });
    await admin.goto(`/qa/review?lang=${locale}`);

    // Without a comment the request is refused, in the workspace's language.
    await card.getByRole('button', { name: t.requestChanges }).click();
    await expect(admin.getByRole('alert').filter({ hasText: t.commentRequired })).toBeVisible();
    await card.getByLabel(t.comment).fill(t.fix);
    await card.getByRole('button', { name: t.requestChanges }).click();
    await expect(admin.getByRole('status').filter({ hasText: t.changesRequested })).toBeVisible();
    await expect(card).toHaveCount(0);

    // The broker is told: an e-mail in their language, and the comment on the page in the editor.
    const changes = await waitForMail(email, (mail) => t.changesMail.test(mail.subject));
    expect(changes.text).toContain(t.fix);
    await broker.goto(`/qa/pages/${id}/edit?lang=${locale}`);
    await expect(broker.getByTestId('review-notice')).toContainText(t.fix);
    if (process.env.REVIEW_SHOTS && locale === 'fr') await broker.screenshot({ path: `${process.env.REVIEW_SHOTS}/review-editor-1280.png` });
    await editTitle(fixed);
    await visitorSees(browser, origin, path, online);

    // The admin approves the fixed version: visitors read it.
    await admin.goto(`/qa/review?lang=${locale}`);
    const again = admin.getByTestId('submission').filter({ hasText: titles[locale] });
    await expect(again).toHaveCount(1);
    await again.getByRole('button', { name: t.approve }).click();
    await expect(admin.getByRole('status').filter({ hasText: t.approved })).toBeVisible();
    await visitorSees(browser, origin, path, fixed);
    await waitForMail(email, (mail) => t.approvedMail.test(mail.subject));

    await admin.context().close();
    await broker.context().close();
  });
}

/**
 * The same supervision on a hand-managed listing, in both languages: the reviewed broker changes
 * its price and submits; the listing online keeps its price; the admin compares the submission
 * on the queue, opens both versions side by side (rendered as the public listing page) and
 * approves; the listing's versions panel then compares the first version with it.
 */
const listingTexts = {
  fr: {
    price: 'Prix ($; loyer mensuel pour une location)',
    pending: 'En attente d’approbation',
    withdraw: 'Retirer la soumission',
    versions: 'Versions de l’inscription',
    restore: 'Restaurer cette version',
    current: 'Inscription actuelle',
  },
  en: {
    price: 'Price ($; monthly rent for a rental)',
    pending: 'Waiting for approval',
    withdraw: 'Withdraw the submission',
    versions: 'Listing versions',
    restore: 'Restore this version',
    current: 'Current listing',
  },
} as const;

for (const locale of ['fr', 'en'] as const) {
  const t = { ...texts[locale], ...listingTexts[locale] };

  test(`${locale}: a broker submits a listing change, the admin compares both versions side by side and approves`, async ({ browser, baseURL, isMobile }) => {
    test.skip(isMobile, 'One journey is enough: the side by side on a phone is checked with the pages above.');
    test.setTimeout(180_000);
    const origin = baseURL!.replace('//localhost', '//agency.localhost');
    const slug = unique();
    const street = `${100 + Math.floor(Math.random() * 800)}, rue E2E ${slug}`;

    // The admin adds a broker to the agency's team (with the mentions every member needs, or no
    // page of the site could be published any more), invites them, and lists them on a new listing.
    const admin = await session(browser, origin);
    await login(admin);
    const member = await callApi(admin, 'POST', '/api/editor/members', {
      slug: `e2e-${slug}`, kind: 'broker', name: `Courtier ${slug}`, licence_number: 'E2E4821',
      licence_title: { fr: 'Courtier immobilier résidentiel', en: 'Residential real estate broker' },
    });
    expect(member.status).toBe(201);
    const memberId = member.body.id as number;
    const email = `courtier-listing-${locale}-${slug}@example.com`;
    await admin.goto(`/api/auth/language?lang=${locale}&next=/qa/accounts`);
    const form = admin.locator('form[action="/api/accounts"]');
    await form.getByLabel(t.inviteEmail).fill(email);
    await form.locator('select[name="role"]').selectOption({ label: t.brokerRole });
    await form.locator('select[name="memberId"]').selectOption(String(memberId));
    await form.getByRole('button', { name: t.invite }).click();
    const created = await callApi(admin, 'POST', '/api/editor/listings', {
      transaction: 'sale', type: 'maison', status: 'active', price: 410_000, street, mun_code: '77022', postal_code: 'J8B 1K4',
      lat: 45.95, lng: -74.13, bedrooms: 3, description: { fr: 'Maison près du village', en: 'House near the village' }, broker_ids: [memberId],
      contract_start: '2026-01-05', contract_end: '2099-01-04',
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const uls = created.body.uls as number;

    const invitation = await waitForMail(email, (mail) => linksIn(mail).some((url) => url.includes('/qa/login/invitation/')));
    const broker = await session(browser, origin);
    await broker.goto(linksIn(invitation).find((url) => url.includes('/qa/login/invitation/'))!);
    await broker.getByLabel(t.name).fill(`Courtier ${slug}`);
    await broker.getByLabel(t.choose).fill('Toit-Rouge-Sapin-2026');
    await broker.getByRole('button', { name: t.create }).click();
    await expect(broker).not.toHaveURL(/\/qa\/login/);

    // The broker lowers the price and submits: the listing waits, its price online unchanged.
    await broker.goto(`/qa/listings/${uls}?lang=${locale}`);
    await expect(broker.getByRole('heading', { name: t.versions })).toBeVisible();
    await broker.getByLabel(t.price, { exact: true }).fill('389000');
    await broker.getByRole('button', { name: t.submit, exact: true }).click();
    await expect(broker.getByTestId('review-notice')).toContainText(t.pending, { timeout: 15_000 });
    await expect(broker.getByRole('button', { name: t.withdraw })).toBeVisible();
    expect(((await callApi(admin, 'GET', `/api/editor/listings/${uls}/versions`)).body.versions as unknown[]).length).toBe(1);

    // The admin compares it on the queue, then opens both versions side by side.
    await admin.goto(`/qa/review?lang=${locale}`);
    const card = admin.getByTestId('submission').filter({ hasText: street });
    await expect(card).toContainText('389000');
    await card.getByRole('link', { name: t.sideBySide }).click();
    await expect(admin.getByRole('heading', { level: 1, name: t.previewTitle })).toBeVisible();
    await expect(admin.getByTestId('preview-side-a')).toContainText(/410[\s,]000/);
    await expect(admin.getByTestId('preview-side-b')).toContainText(/389[\s,]000/);
    await admin.goto(`/qa/review?lang=${locale}`);
    await card.getByRole('button', { name: t.approve }).click();
    await expect(admin.getByRole('status').filter({ hasText: t.approved })).toBeVisible();

    // Approved: a second version; the panel compares the first with the listing as it now is.
    await broker.goto(`/qa/listings/${uls}?lang=${locale}`);
    await expect(broker.getByTestId('listing-versions').getByText(t.restore, { exact: true })).toHaveCount(2);
    await broker.getByTestId('listing-versions').locator('select').first().selectOption('1');
    await expect(broker.getByTestId('listing-versions')).toContainText('410000');
    await expect(broker.getByTestId('listing-versions')).toContainText('389000');

    await admin.context().close();
    await broker.context().close();
  });
}

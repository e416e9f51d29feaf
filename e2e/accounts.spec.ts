import { expect, test } from './helpers/test';
import type { Page } from '@playwright/test';
import { login } from './helpers/login';
import { linksIn, waitForMail } from './helpers/mailbox';

/**
 * Accounts and roles, in both languages, desktop and mobile: the platform admin
 * invites a broker from "People and roles"; the invitation e-mail (read from the SMTP sink)
 * holds a one-time link to this site; the broker sets a password, lands on their own profile,
 * saves it, signs in again, sees only their entries in the navigation and is refused a
 * colleague's profile; "forgot password" sends a reset link that sets a new password.
 * The texts are typed here, not read from the locale files.
 */
const texts = {
  fr: {
    createSite: 'Créer le site',
    importSite: 'Importer un site',
    siteName: 'Nom',
    domains: 'Domaines (un par ligne)',
    start: 'Point de départ',
    created: (id: string) => `Site créé : ${id}.`,
    exportSite: 'Exporter',
    archive: "Fichier d'export (.site.json)",
    importButton: 'Importer',
    imported: (id: string) => `Site importé : ${id}.`,
    home: 'Trouvez la propriété qui vous ressemble',
    inviteEmail: 'Adresse courriel',
    invite: "Envoyer l'invitation",
    invited: (email: string) => `Invitation envoyée à ${email} (valable 72 heures).`,
    brokerRole: 'Courtier',
    invitationSubject: /^Invitation à gérer le site /,
    invitationTitle: /^Rejoindre le site /,
    name: 'Votre nom',
    choose: 'Choisissez un mot de passe',
    create: 'Créer mon compte',
    members: 'Mon profil',
    newMember: 'Nouveau membre',
    save: 'Enregistrer',
    nav: 'Navigation de l’espace éditeur',
    forgotLink: 'Mot de passe oublié ?',
    sendLink: 'Envoyer le lien',
    sent: "Si un compte existe pour cette adresse, un lien vient d'y être envoyé. Il est valable une heure.",
    resetSubject: 'Réinitialiser votre mot de passe',
    newPassword: 'Nouveau mot de passe',
    saveAndSignIn: 'Enregistrer et me connecter',
  },
  en: {
    createSite: 'Create the site',
    importSite: 'Import a site',
    siteName: 'Name',
    domains: 'Domains (one per line)',
    start: 'Start from',
    created: (id: string) => `Site created: ${id}.`,
    exportSite: 'Export',
    archive: 'Export file (.site.json)',
    importButton: 'Import',
    imported: (id: string) => `Site imported: ${id}.`,
    home: 'Find the property that fits you',
    inviteEmail: 'E-mail address',
    invite: 'Send the invitation',
    invited: (email: string) => `Invitation sent to ${email} (works for 72 hours).`,
    brokerRole: 'Broker',
    invitationSubject: /^Invitation to work on /,
    invitationTitle: /^Join /,
    name: 'Your name',
    choose: 'Choose a password',
    create: 'Create my account',
    members: 'My profile',
    newMember: 'New member',
    save: 'Save',
    nav: 'Editor workspace navigation',
    forgotLink: 'Forgot your password?',
    sendLink: 'Send the link',
    sent: 'If an account exists for this address, a link has just been sent to it. It works for one hour.',
    resetSubject: 'Reset your password',
    newPassword: 'New password',
    saveAndSignIn: 'Save and sign in',
  },
} as const;

// Demo brokers of the default site (lib/seed/members-data.ts): the invitee's and a colleague's.
const journeys = [
  { locale: 'fr', member: 'Olivier Lapointe', colleague: 'Mélanie Fortin' },
  { locale: 'en', member: 'Karim Benali', colleague: 'Mélanie Fortin' },
] as const;

test.beforeEach(async ({ page }) => {
  // Each journey from its own address: the sign-in limits count per address.
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': `10.${octet()}.${octet()}.${octet()}` });
});

/** ACCOUNTS_SHOTS=<dir> saves a full-page screenshot of each screen of the journey, to look at. */
const shot = async (page: Page, name: string, project: string, locale: string) => {
  if (process.env.ACCOUNTS_SHOTS) await page.screenshot({ path: `${process.env.ACCOUNTS_SHOTS}/${name}-${locale}-${project}.png`, fullPage: true });
};

const signOut = async (page: Page) => {
  const response = await page.request.post('/api/auth/logout', { headers: { origin: new URL(page.url()).origin }, maxRedirects: 0 });
  expect(response.status()).toBe(303);
};

for (const { locale, member, colleague } of journeys) {
  const t = texts[locale];

  test(`${locale}: an invited broker sets a password, keeps their own profile, and resets a forgotten password`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const email = `broker-${locale}-${info.project.name}-${Date.now()}@example.com`;
    const password = 'Toit-Rouge-Sapin-2026';

    // The platform admin invites the broker, linked to their member profile.
    const admin = page;
    await login(admin);
    if (process.env.ACCOUNTS_SHOTS) {
      for (const screen of ['/qa/sites', locale === 'fr' ? '/qa/parametres-generaux' : '/qa/general-settings']) {
        await admin.goto(`${screen}?lang=${locale}`);
        await shot(admin, screen.split('/').pop()!, info.project.name, locale);
      }
    }
    await admin.goto(`/api/auth/language?lang=${locale}&next=/qa/accounts`);
    const form = admin.locator('form[action="/api/accounts"]');
    await form.getByLabel(t.inviteEmail).fill(email);
    await form.locator('select[name="role"]').selectOption({ label: t.brokerRole });
    await form.locator('select[name="memberId"]').selectOption({ label: member });
    const colleagueId = await form.locator('select[name="memberId"] option', { hasText: colleague }).getAttribute('value');
    await form.getByRole('button', { name: t.invite }).click();
    await expect(admin.getByText(t.invited(email))).toBeVisible();
    const origin = new URL(admin.url()).origin;
    await signOut(admin);

    // The e-mail arrives in the admin's language with a link to this very site.
    const invitation = await waitForMail(email, (mail) => t.invitationSubject.test(mail.subject));
    const link = linksIn(invitation).find((url) => url.includes('/qa/login/invitation/'));
    expect(link, 'the invitation link').toBeDefined();
    expect(new URL(link!).origin).toBe(origin);

    // The broker accepts: their name and a password, then they land on their own profile.
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.invitationTitle);
    await shot(page, 'invitation', info.project.name, locale);
    await page.getByLabel(t.name).fill(member);
    await page.getByLabel(t.choose).fill(password);
    await page.getByRole('button', { name: t.create }).click();
    await expect(page).toHaveURL(/\/qa\/members$/);
    await expect(page.getByRole('heading', { level: 1, name: t.members })).toBeVisible();
    // Only their own profile, and none of the buttons the API refuses a broker.
    await expect(page.getByTestId('members-list').locator('[data-member]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: t.newMember })).toHaveCount(0);
    await shot(page, 'broker-members', info.project.name, locale);
    // Their profile is open: saving it works.
    // A click before the form hydrated is a plain submit that saves nothing: click again, as a person would.
    await expect(async () => {
      const saved = page.waitForResponse((r) => r.url().includes('/api/editor/members/') && r.request().method() === 'PUT', { timeout: 5_000 });
      await page.getByRole('button', { name: t.save, exact: true }).click();
      expect((await saved).status()).toBe(200);
    }).toPass({ timeout: 30_000 });

    // Signing in again lands on their profile too; the navigation shows only their entries
    // (their profile, their listings, their leads and saved searches, their account).
    await signOut(page);
    await login(page, { email, password });
    await expect(page).toHaveURL(/\/qa\/members$/);
    const nav = page.getByRole('navigation', { name: t.nav });
    const hrefs = await nav.locator('a[href^="/qa"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs)).toEqual(new Set(['/qa/members', '/qa/listings', '/qa/leads', '/qa/alerts', '/qa/account']));

    // A colleague's profile is refused (403 with the reason), and so is the pages list.
    const refused = await page.request.put(`/api/editor/members/${colleagueId}`, { headers: { origin }, data: { name: 'Pirate' } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'forbidden', message: 'A broker can edit only their own member profile' });
    expect((await page.goto('/qa'))?.status()).toBe(403);

    // Forgot password: the reset link from the e-mail sets a new password once.
    await signOut(page);
    await page.goto(`/qa/login?lang=${locale}`);
    await page.getByRole('link', { name: t.forgotLink }).click();
    await page.getByLabel(t.inviteEmail).fill(email);
    await page.getByRole('button', { name: t.sendLink }).click();
    await expect(page.getByText(t.sent)).toBeVisible();
    await shot(page, 'forgot-sent', info.project.name, locale);
    const reset = await waitForMail(email, (mail) => mail.subject === t.resetSubject);
    const resetLink = linksIn(reset).find((url) => url.includes('/qa/login/reset/'));
    expect(new URL(resetLink!).origin).toBe(origin);
    const newPassword = 'Pluie-Verte-Lac-2027';
    await page.goto(resetLink!);
    await page.getByLabel(t.newPassword).fill(newPassword);
    await page.getByRole('button', { name: t.saveAndSignIn }).click();
    await expect(page).toHaveURL(/\/qa\/members$/);

    // The new password signs in; the old one no longer does.
    await signOut(page);
    await login(page, { email, password: newPassword });
    await expect(page).toHaveURL(/\/qa\/members$/);
    await signOut(page);
    await page.goto('/qa/login');
    await page.getByLabel(/courriel|e-?mail/i).fill(email);
    await page.getByLabel(/mot de passe|password/i).fill(password);
    await page.getByLabel(/mot de passe|password/i).press('Enter');
    await expect(page).toHaveURL(/\/qa\/login\?error=invalid/);
  });
}

for (const locale of ['fr', 'en'] as const) {
  const t = texts[locale];

  test(`${locale}: the platform admin creates a site as a copy, exports the demo site and imports it; both answer on their hosts`, async ({ page }, info) => {
    test.setTimeout(120_000);
    const stamp = `${locale}-${info.project.name}-${Date.now()}`;
    await login(page);
    await page.goto(`/qa/sites?lang=${locale}`);
    const port = new URL(page.url()).port;

    // A copy of the demo broker site, answering at once on its own host.
    const create = page.getByRole('region', { name: t.createSite });
    await create.getByLabel(t.siteName).fill(`Copie ${stamp}`);
    await create.getByLabel(t.domains).fill(`copie-${stamp}.localhost`);
    await create.getByLabel(t.start).selectOption('demo-broker');
    await create.getByRole('button', { name: t.createSite }).click();
    await expect(page.getByText(t.created(`copie-${stamp}`))).toBeVisible();
    await page.goto(`http://copie-${stamp}.localhost:${port}/${locale}`);
    await expect(page.getByRole('heading', { name: t.home })).toBeVisible();

    // The demo site as one file, then imported as a new site under another host.
    await page.goto(`/qa/sites?lang=${locale}`);
    const downloading = page.waitForEvent('download');
    await page.locator('tr[data-site="demo-broker"]').getByRole('link', { name: t.exportSite, exact: true }).click();
    const file = await (await downloading).path();
    const upload = page.getByRole('region', { name: t.importSite });
    await upload.getByLabel(t.archive).setInputFiles(file);
    await upload.getByLabel(t.siteName).fill(`Import ${stamp}`);
    await upload.getByLabel(t.domains).fill(`import-${stamp}.localhost`);
    await upload.getByRole('button', { name: t.importButton, exact: true }).click();
    await expect(page.getByText(t.imported(`import-${stamp}`))).toBeVisible({ timeout: 30_000 });
    await shot(page, 'sites-imported', info.project.name, locale);
    await page.goto(`http://import-${stamp}.localhost:${port}/${locale}`);
    await expect(page.getByRole('heading', { name: t.home })).toBeVisible();
  });
}

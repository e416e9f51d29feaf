import { login } from './helpers/login';
import { expect, test } from './helpers/test';

/**
 * The privacy policy names the person in charge of personal information set in the general
 * settings, in both languages, and every public page type links to it at its foot.
 */
const officer = { name: 'Nadia Haddad', title: { fr: 'Responsable de la vie privée', en: 'Privacy officer' }, email: 'vie-privee@example.com' };

const locales = {
  fr: { link: 'Politique de confidentialité', policy: '/fr/politique-confidentialite', pages: ['/fr', '/fr/partenaires', '/fr/proprietes', '/fr/blogue', '/fr/courtiers/julie-tremblay', '/fr/bureaux/sherbrooke'] },
  en: { link: 'Privacy policy', policy: '/en/privacy-policy', pages: ['/en', '/en/partners', '/en/properties', '/en/blog', '/en/brokers/julie-tremblay', '/en/offices/sherbrooke'] },
} as const;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, 'One viewport is enough.');

test('the general settings name the person in charge; the policy shows them in both languages, linked from every footer', async ({ page }) => {
  await login(page);
  const origin = new URL(page.url()).origin;
  const refused = await page.request.put('/api/editor/site/privacy-officer', { headers: { origin }, data: { ...officer, email: 'nope' } });
  expect(refused.status()).toBe(400);
  const saved = await page.request.put('/api/editor/site/privacy-officer', { headers: { origin }, data: officer });
  expect(saved.status()).toBe(200);

  for (const [locale, t] of Object.entries(locales) as [keyof typeof locales, (typeof locales)[keyof typeof locales]][]) {
    for (const path of t.pages) {
      await page.goto(path);
      // The footer block's legal links, or the search page's strip (it has no footer blocks).
      const link = page.getByRole('link', { name: t.link, exact: true }).last();
      await expect(link, path).toHaveAttribute('href', t.policy);
    }
    await page.goto(t.policy);
    const person = page.getByTestId('privacy-officer');
    await expect(person).toContainText(officer.name);
    await expect(person).toContainText(officer.title[locale]);
    await expect(person.getByRole('link', { name: officer.email })).toHaveAttribute('href', `mailto:${officer.email}`);
  }
});

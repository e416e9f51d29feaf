import { expect, type Locator, type Page } from '@playwright/test';
import { formsMessages } from './messages';
import { login } from './login';

/** A name no other run used, so the inbox check finds this very lead. */
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/**
 * Fills the contact modal's visitor fields (first name Camille, `lastname`), optionally its
 * message, and sends it once the captcha is ready; answers the intake's response.
 */
export async function sendContactModal(page: Page, dialog: Locator, locale: 'fr' | 'en', lastname: string, message?: string) {
  const f = formsMessages[locale];
  await dialog.getByRole('textbox', { name: f.fields.firstname, exact: true }).fill('Camille');
  await dialog.getByRole('textbox', { name: f.fields.lastname, exact: true }).fill(lastname);
  await dialog.getByRole('textbox', { name: f.fields.email, exact: true }).fill('camille.e2e@example.com');
  if (message !== undefined) await dialog.getByRole('textbox', { name: f.fields.message, exact: true }).fill(message);
  const send = dialog.getByRole('button', { name: f.contact.send, exact: true });
  await expect(send).toBeEnabled({ timeout: 20_000 });
  const posted = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/swc\/[^/]+\/contact$/.test(r.url()));
  await send.click();
  const response = await posted;
  expect(response.status()).toBe(200);
  return response;
}

/**
 * Signs in, finds the lead of `name` in the inbox filtered by `recipient` (type:slug, or
 * 'site'), checks the recipient column shows `recipientText`, and opens it: its message
 * contains `messagePart`.
 */
export async function expectLeadInInbox(page: Page, lead: { name: string; recipient: string; recipientText?: string; messagePart: string }) {
  await login(page);
  await page.goto(`/qa/leads?recipient=${encodeURIComponent(lead.recipient)}`);
  const row = page.getByRole('row').filter({ hasText: lead.name });
  await expect(row).toBeVisible();
  if (lead.recipientText) await expect(row.getByTestId('lead-recipient')).toContainText(lead.recipientText);
  // Followed by its address: on a phone the wide inbox table scrolls sideways under the
  // workspace bar, which can take the click.
  const href = await row.getByRole('link').first().getAttribute('href');
  expect(href).toMatch(/\/qa\/leads\/\d+/);
  await page.goto(href!);
  await expect(page.getByText(lead.messagePart).first()).toBeVisible();
}

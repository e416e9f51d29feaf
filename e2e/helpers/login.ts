import { expect, type Page } from '@playwright/test';
import { e2eAdmin } from './credentials';

/**
 * Signs in through the QA login form (French or English labels) and waits until the
 * browser has left the login page, so the next step runs with the session cookie set.
 */
export async function login(page: Page, credentials: { email: string; password: string } = e2eAdmin): Promise<void> {
  await page.goto('/qa/login');
  const email = page.getByLabel(/courriel|e-?mail/i);
  await email.fill(credentials.email);
  await page.getByLabel(/mot de passe|password/i).fill(credentials.password);
  // The submit button of the login form itself (a button without type submits too).
  const form = email.locator('xpath=ancestor::form[1]');
  await form.locator('button:not([type="button"]):not([type="reset"]), input[type="submit"]').first().click();
  await expect(page).not.toHaveURL(/\/qa\/login(?:[/?#]|$)/);
}

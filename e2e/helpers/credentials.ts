/**
 * The QA admin account of the e2e server: playwright.config.ts passes it to the server
 * (QA_ADMIN_EMAIL / QA_ADMIN_PASSWORD) and login() types it.
 */
export const e2eAdmin = {
  email: 'admin@example.com',
  password: 'e2e-password-123',
} as const;

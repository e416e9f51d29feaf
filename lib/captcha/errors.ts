/** Captcha error messages of spec 000 section 8 (developer-facing: thrown as Error). */
export const CAPTCHA_ERRORS = {
  noKey: 'ReCaptcha error: No key provided',
  noVersion: 'No version provided',
  scriptFailed: 'ReCaptcha error: Failed to load script',
  executeFailed: 'Failed to execute',
  uninitialised: 'ReCaptcha error: the captcha seems uninitialized (is a site key configured and the widget mounted?)',
} as const;

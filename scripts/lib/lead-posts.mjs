/**
 * Lead posts for the scripts that load the contact endpoint (bench-leads, test-operations):
 * captcha tokens solved in Node before the timed part, and the form body of one lead.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** `n` captcha tokens, each a challenge of the site at `baseUrl` solved here. */
export async function solvedTokens(baseUrl, n) {
  const tokens = [];
  for (let i = 0; i < n; i++) {
    const challenge = await (await fetch(`${baseUrl}/api/captcha/challenge`)).json();
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve a captcha challenge');
    tokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return tokens;
}

/** The url-encoded body of one contact-form lead (consents given as the form sends them). */
export function leadBody(token, email, { firstName, lastName, message }) {
  return new URLSearchParams({
    recaptcha_response: token,
    form_type: 'contact_form',
    locale: 'fr',
    full_name: `${firstName} ${lastName}`,
    first_name: firstName,
    last_name: lastName,
    email,
    phone: '(514) 555-0100',
    message,
    consent_transaction: '1',
    consent_marketing: '0',
  }).toString();
}

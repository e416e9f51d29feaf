import { request as httpRequest } from 'node:http';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** The admin account the scripts' servers create (QA_ADMIN_EMAIL / QA_ADMIN_PASSWORD). */
export const ADMIN = { email: 'admin@example.com', password: 'e2e-password-123' };

/**
 * One HTTP request with node:http (fetch cannot send another Host, and decompresses):
 * {status, headers, body}. body is text (latin1 when the answer is compressed).
 */
export function http(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({ status: res.statusCode, headers: res.headers, body: buffer.toString(res.headers['content-encoding'] ? 'latin1' : 'utf8') });
      });
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${method} ${url}: no answer in 60 s`)));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

export function pageTitle(html) {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
}

/** Signs in as the admin through base (Host: host); the cookie header of the session. */
export async function login(base, { host } = {}) {
  const origin = host ? `http://${host}` : base;
  const answer = await http(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, ...(host ? { host } : {}) },
    body: JSON.stringify(ADMIN),
  });
  const cookie = [answer.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]).join('; ');
  if (!cookie.includes('qa_session')) throw new Error(`login failed: ${answer.status} ${answer.body.slice(0, 300)}`);
  return cookie;
}

/** Publishes a new French title of the home page (page 1) through base; returns it. */
export async function publishHomeTitle(base, cookie) {
  const headers = { cookie, origin: base, 'content-type': 'application/json' };
  const page = JSON.parse((await http(`${base}/api/editor/pages/1`, { headers })).body);
  const title = `Accueil ${Date.now()}`;
  const saved = await http(`${base}/api/editor/pages/1/draft`, {
    method: 'PUT',
    headers,
    // The <title> comes from the SEO title (the demo pages set it to the page title).
    body: JSON.stringify({
      content: page.content,
      title: { ...page.title, fr: title },
      seo: { ...page.seo, global: { ...page.seo.global, fr: { ...page.seo.global?.fr, og_title: title } } },
      expectedVersion: page.version,
    }),
  });
  if (saved.status !== 200) throw new Error(`draft save failed: ${saved.status} ${saved.body.slice(0, 300)}`);
  const published = await http(`${base}/api/editor/pages/1/publish`, { method: 'POST', headers, body: '{}' });
  if (published.status !== 200) throw new Error(`publish failed: ${published.status} ${published.body.slice(0, 300)}`);
  return title;
}

/** n captcha tokens: challenges from base, solved here as the widget would. */
export async function solvedCaptchas(base, n) {
  const tokens = [];
  for (let i = 0; i < n; i++) {
    const challenge = JSON.parse((await http(`${base}/api/captcha/challenge`)).body);
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('could not solve a captcha challenge');
    tokens.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return tokens;
}

/** Demo agency site (lib/seed/sites.ts): its contact form's endpoint and key. */
export const AGENCY = { microsite: 'agence-laurentides', key: 'demo-agency-key' };

/** Posts one contact lead from email to the agency through base; the answer's status. */
export async function postLead(base, token, email, headers = {}) {
  const body = new URLSearchParams({
    recaptcha_response: token,
    form_type: 'contact_form',
    locale: 'fr',
    full_name: 'Essai Échelle',
    first_name: 'Essai',
    last_name: 'Échelle',
    email,
    phone: '(514) 555-0100',
    message: 'Deux instances, un courriel.',
    consent_transaction: '1',
    consent_marketing: '0',
  }).toString();
  const answer = await http(`${base}/api/swc/${AGENCY.microsite}/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-site-key': AGENCY.key, ...headers },
    body,
  });
  return answer.status;
}

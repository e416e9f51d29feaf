import type { Site } from '@/lib/sites/sites';
import { jsonError } from '@/lib/http/responses';
import { isLocale, type Locale } from '@/lib/i18n/locales';
import { logger } from '@/lib/ops/logger';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { clientIp } from '@/lib/http/client-ip';
import { getLeadRateLimiter } from './rate-limit';
import { readLeadBody } from './read-body';
import { leadRateLimited, leadUnauthorized, leadUnavailable } from './responses';
import { authenticateSite } from './site-auth';

export type FormPostGate = { ok: true; db: Database; site: Site; ip: string } | { ok: false; response: Response };

/**
 * What every public form post passes before its body is read (the lead forms' /contact and
 * the saved-search form): the per-address limit, the site key (401), the per-site limit
 * (429 with Retry-After). A database failure throws: the route answers 503.
 */
export async function passFormPostGate(request: Request, micrositeId: string, budget = 'lead'): Promise<FormPostGate> {
  const ip = clientIp(request.headers);
  const limiter = getLeadRateLimiter(budget);
  const ipWait = await limiter.consumeIp(ip);
  if (ipWait !== null) return { ok: false, response: leadRateLimited(ipWait) };
  const db = await getDb();
  const site = await authenticateSite(db, micrositeId, request.headers.get('x-site-key'));
  if (!site) return { ok: false, response: leadUnauthorized() };
  const siteWait = await limiter.consumeSite(site.id);
  if (siteWait !== null) return { ok: false, response: leadRateLimited(siteWait) };
  return { ok: true, db, site, ip };
}

/** A public form post past its gate: the site, the body as a plain object, the language it was sent in. */
export interface FormPost {
  db: Database;
  site: Site;
  ip: string;
  raw: Record<string, unknown>;
  /** Content-Language when it is one of ours, else French. */
  fallbackLocale: Locale;
}

/**
 * A public form post from the gate to the answer (/contact, /saved-searches): the gate, then
 * the body (refused 400/413/415, the field named with `fieldError(message)`), then `handle`.
 * A failure (the database) is logged under `job` and answered 503.
 */
export async function handleFormPost(
  request: Request,
  micrositeId: string,
  options: { job: string; failed: string; fieldError(message: string): unknown; budget?: string },
  handle: (post: FormPost) => Promise<Response>,
): Promise<Response> {
  try {
    const gate = await passFormPostGate(request, micrositeId, options.budget);
    if (!gate.ok) return gate.response;
    const { db, site, ip } = gate;
    const body = await readLeadBody(request);
    if (!body.ok) return jsonError(body.status, body.error, body.message, body.field ? { errors: { [body.field]: options.fieldError(body.message) } } : {});
    const language = request.headers.get('content-language')?.slice(0, 2).toLowerCase();
    return await handle({ db, site, ip, raw: body.raw, fallbackLocale: isLocale(language) ? language : 'fr' });
  } catch (error) {
    logger.error({ job: options.job, err: error }, `${options.failed}: answered 503`);
    return leadUnavailable();
  }
}

import type { Site } from '@/lib/cms/sites';
import { getDb } from '@/lib/db';
import type { Database } from '@/lib/db/types';
import { clientIp } from '@/lib/auth/client-ip';
import { getLeadRateLimiter } from './rate-limit';
import { leadRateLimited, leadUnauthorized } from './responses';
import { authenticateSite } from './site-auth';

export type FormPostGate = { ok: true; db: Database; site: Site; ip: string } | { ok: false; response: Response };

/**
 * What every public form post passes before its body is read (the lead forms' /contact and
 * the saved-search form): the per-address limit, the site key (401), the per-site limit
 * (429 with Retry-After). A database failure throws: the route answers 503.
 */
export async function passFormPostGate(request: Request, micrositeId: string): Promise<FormPostGate> {
  const ip = clientIp(request.headers);
  const limiter = getLeadRateLimiter();
  const ipWait = await limiter.consumeIp(ip);
  if (ipWait !== null) return { ok: false, response: leadRateLimited(ipWait) };
  const db = await getDb();
  const site = await authenticateSite(db, micrositeId, request.headers.get('x-site-key'));
  if (!site) return { ok: false, response: leadUnauthorized() };
  const siteWait = await limiter.consumeSite(site.id);
  if (siteWait !== null) return { ok: false, response: leadRateLimited(siteWait) };
  return { ok: true, db, site, ip };
}

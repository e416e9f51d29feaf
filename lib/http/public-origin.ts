import { logger } from '@/lib/ops/logger';
import { config, type Config } from '@/lib/config/env';

/**
 * The origin of every link the platform e-mails (password resets, invitations, saved-search
 * confirm / manage / unsubscribe links, alerts). It comes from the site's registered domains
 * and the server's configuration, never from the request: Host and X-Forwarded-Host are the
 * sender's to choose, and a reset link on the sender's host hands them the account.
 */

type SiteDomains = { domains: string[] } | null | undefined;
type PublicBaseSettings = Pick<Config, 'PORT' | 'PUBLIC_BASE_URL' | 'NODE_ENV'>;

const isLocalName = (host: string) => host === 'localhost' || host.endsWith('.localhost');
const isIpAddress = (host: string) => /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');

/** The site's first real (public) domain: not localhost, not *.localhost, not an IP address. */
export function publicDomainOf(site: SiteDomains): string | undefined {
  return site?.domains.find((d) => d && !isLocalName(d) && !isIpAddress(d));
}

let warned = false;

/**
 * PUBLIC_BASE_URL (its origin), else http://localhost:PORT. A production server without it
 * still never uses the request's host; it says once in the log that its links point nowhere.
 */
export function publicBaseUrl(env: PublicBaseSettings = config()): string {
  const fallback = `http://localhost:${env.PORT}`;
  const configured = env.PUBLIC_BASE_URL;
  let parsed: URL | null = null;
  try {
    parsed = configured ? new URL(configured) : null;
  } catch {
    parsed = null;
  }
  if (parsed && (parsed.protocol === 'https:' || parsed.protocol === 'http:')) return parsed.origin;
  if (!warned && (configured || env.NODE_ENV === 'production')) {
    warned = true;
    logger.warn({ PUBLIC_BASE_URL: configured ?? null, fallback }, 'PUBLIC_BASE_URL is unset or not an http(s) URL: e-mailed links of sites without a public domain use the fallback');
  }
  return fallback;
}

/**
 * A site's public origin: https://its-first-public-domain; else the base URL, on the site's
 * own local name (agency.localhost) when the base URL is itself on localhost, so each demo
 * site's links open that site in development and in the end-to-end runs.
 */
export function publicOrigin(site: SiteDomains, env: PublicBaseSettings = config()): string {
  const domain = publicDomainOf(site);
  if (domain) return `https://${domain}`;
  const base = new URL(publicBaseUrl(env));
  const local = site?.domains.find((d) => d.endsWith('.localhost'));
  if (local && base.hostname === 'localhost') base.hostname = local;
  return base.origin;
}

import { outboundFetch, OutboundUnreachable, type Fetcher } from '@/lib/http/outbound';
import { OutboundRefusal } from '@/lib/http/outbound-policy';

/**
 * A polite RESO Web API (OData v4) client: OAuth2 client credentials with the token cached
 * until shortly before it expires and renewed once on a 401; 429 waits for Retry-After;
 * 5xx, timeouts and network errors back off exponentially; every wait ends at once when
 * the run is aborted (SIGTERM). Every request goes through the outbound client
 * (lib/http/outbound.ts: checked addresses, redirects, caps); a next link must stay on the
 * server of the page that gave it, which carries the feed's Bearer token.
 */
export interface ResoClientOptions {
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  scope?: string;
  signal: AbortSignal;
  /** Per request (default 30 s). */
  timeoutMs?: number;
  /** Attempts after the first, for 429, 5xx and timeouts (default 6). */
  maxRetries?: number;
  /** First backoff (default 1 s), doubled each time, capped at 60 s. */
  backoffMs?: number;
  /** Longest Retry-After honoured (default 5 min); a longer one fails the run, to try next time. */
  maxRetryAfterMs?: number;
  onRetry?: (message: string) => void;
  /** Tests only: another transport (default the outbound client). */
  fetch?: Fetcher;
}

export class ResoHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export interface ODataPage {
  value: Record<string, unknown>[];
  nextLink: string | null;
}

const TOKEN_MARGIN_MS = 60_000;

export class ResoClient {
  private token: { value: string; expiresAt: number } | null = null;
  private readonly fetchFn: Fetcher;

  constructor(private readonly options: ResoClientOptions) {
    this.fetchFn = options.fetch ?? outboundFetch;
  }

  /** GET a page of an OData collection: its records and the link to the next page, if any. */
  async page(url: string): Promise<ODataPage> {
    const body = (await this.getJson(url)) as { value?: unknown; '@odata.nextLink'?: unknown };
    if (!Array.isArray(body.value)) throw new ResoHttpError(`${redact(url)}: the answer has no value array`, 200);
    const next = typeof body['@odata.nextLink'] === 'string' ? nextLinkOf(body['@odata.nextLink'], url) : null;
    return { value: body.value as Record<string, unknown>[], nextLink: next };
  }

  async getJson(url: string): Promise<unknown> {
    const { maxRetries = 6, backoffMs = 1000, maxRetryAfterMs = 300_000 } = this.options;
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      this.options.signal.throwIfAborted();
      let response: Response;
      try {
        const token = await this.accessToken();
        response = await this.request(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } });
      } catch (error) {
        if (this.options.signal.aborted) throw error;
        // Too many redirects, a redirect to http, an answer past the cap: the same next time.
        if (error instanceof OutboundRefusal) throw error;
        if (error instanceof ResoHttpError && error.status < 500 && error.status !== 429) throw error;
        if (attempt >= maxRetries) throw error;
        const wait = Math.min(60_000, backoffMs * 2 ** attempt);
        this.options.onRetry?.(`${describe(error)}; retrying in ${wait} ms`);
        await sleep(wait, this.options.signal);
        continue;
      }
      if (response.ok) return response.json();
      await response.body?.cancel().catch(() => undefined);
      if (response.status === 401 && !renewed) {
        // An expired or revoked token: one new token, then the same request again.
        renewed = true;
        this.token = null;
        attempt--;
        continue;
      }
      if ((response.status === 429 || response.status >= 500) && attempt < maxRetries) {
        const retryAfter = response.status === 429 ? retryAfterMs(response.headers.get('retry-after')) : null;
        if (retryAfter !== null && retryAfter > maxRetryAfterMs) {
          throw new ResoHttpError(`429: Retry-After ${Math.round(retryAfter / 1000)} s is longer than this run waits`, 429);
        }
        const wait = retryAfter ?? Math.min(60_000, backoffMs * 2 ** attempt);
        this.options.onRetry?.(`HTTP ${response.status} on ${redact(url)}; retrying in ${wait} ms`);
        await sleep(wait, this.options.signal);
        continue;
      }
      throw new ResoHttpError(`HTTP ${response.status} on ${redact(url)}`, response.status);
    }
  }

  private async request(url: string, init: RequestInit): Promise<Response> {
    // The time cap is the outbound client's: a timeout then reads as any unreachable server.
    return this.fetchFn(url, { ...init, timeoutMs: this.options.timeoutMs ?? 30_000, signal: this.options.signal });
  }

  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.expiresAt) return this.token.value;
    const form = new URLSearchParams({ grant_type: 'client_credentials', client_id: this.options.clientId, client_secret: this.options.clientSecret });
    if (this.options.scope) form.set('scope', this.options.scope);
    const response = await this.request(this.options.tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: form,
    });
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new ResoHttpError(`token endpoint answered HTTP ${response.status}`, response.status);
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || !body.access_token) throw new ResoHttpError('token endpoint sent no access_token', 502);
    const lifetime = typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in * 1000 : 3_600_000;
    this.token = { value: body.access_token, expiresAt: Date.now() + Math.max(lifetime - TOKEN_MARGIN_MS, lifetime / 2) };
    return this.token.value;
  }
}

/** The next page's address, refused when it leaves the server of the page that named it. */
function nextLinkOf(link: string, pageUrl: string): string {
  let next: URL;
  try {
    next = new URL(link, pageUrl);
  } catch {
    throw new ResoHttpError('the feed sent a next-page link (@odata.nextLink) that is not an address', 502);
  }
  const origin = new URL(pageUrl).origin;
  if (next.origin !== origin) {
    throw new ResoHttpError(`the feed's next-page link (@odata.nextLink) leaves the feed's server (${origin}): not followed`, 400);
  }
  return next.toString();
}

/** Retry-After in seconds or as an HTTP date; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/** For the server log (onRetry): an unreachable server's reason is told here only. */
function describe(error: unknown): string {
  if (error instanceof OutboundUnreachable) return `${error.message} (${error.detail})`;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'request timed out';
  return error instanceof Error ? error.message : String(error);
}

/** Query strings can carry tokens on some servers: logs show the path only. */
function redact(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '(url)';
  }
}

export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/lib/db';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { getPageResult } from './pages';
import type { Site } from '@/lib/sites/sites';
import { config } from '@/lib/config/env';

export const pageRequestBody = z.object({
  path: z.string().min(1).max(2048),
  query: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
  production: z.boolean().optional(),
  domain_name: z.string().max(253).optional(),
});

/** X-Site-Key / X-Site-Api must be the site's key, or X-Header-Api the configured API key. */
export function apiKeyAllows(request: Request, site: Site): boolean {
  const siteKey = request.headers.get('x-site-key') ?? request.headers.get('x-site-api');
  if (siteKey && siteKey === site.key) return true;
  const apiKey = config().CMS_API_KEY;
  return Boolean(apiKey) && request.headers.get('x-header-api') === apiKey;
}

/** '/en/blog/x' -> en + '/blog/x'; a path without prefix takes Content-Language, then French. */
export function splitLocale(path: string, contentLanguage: string | null): { locale: Locale; path: string } {
  const [, first, ...rest] = path.split('/');
  if (isLocale(first)) return { locale: first, path: `/${rest.join('/')}` };
  const header = contentLanguage?.slice(0, 2).toLowerCase();
  return { locale: isLocale(header) ? header : defaultLocale, path };
}

/** Shared by POST /api/page/{site_id} and POST /api/page (domain mode). */
export async function answerPageRequest(
  request: Request,
  findSite: (body: z.infer<typeof pageRequestBody>) => Promise<Site | null>,
): Promise<NextResponse> {
  const body = await readJsonBody(request, pageRequestBody);
  if (!body.ok) return body.response;
  const site = await findSite(body.data);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  if (!apiKeyAllows(request, site)) return jsonError(401, 'invalid_key', 'X-Site-Key or X-Header-Api is missing or wrong');
  const { locale, path } = splitLocale(body.data.path, request.headers.get('content-language'));
  const variant = body.data.query?.variant;
  const result = await getPageResult(await getDb(), site, {
    locale,
    path,
    variantId: typeof variant === 'string' ? variant : null,
  });
  const headers = { 'Content-Language': locale };
  if ('page' in result) return NextResponse.json(result.page, { status: 200, headers });
  if ('location' in result) return NextResponse.json({ location: result.location }, { status: result.status, headers });
  return NextResponse.json({ status: 'error', error: result.error }, { status: result.status, headers });
}

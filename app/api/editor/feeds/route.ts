import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { resolveQaLocale } from '@/lib/auth/qa-locale';
import { LOCALE_COOKIE } from '@/lib/auth/locale-cookie';
import { FeedAddressRefused, feedAddressMessage } from '@/lib/listings/sources/feed-addresses';
import { createFeed, feedInputSchema, feedsWithRuns } from '@/lib/listings/sources/feeds';

/** GET /api/editor/feeds -> {feeds} of the request's site, each with its latest runs (never a secret). */
// Feeds are site settings: site admins and platform admins only.
export const GET = withEditor(async (request) => {
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  return NextResponse.json({ feeds: await feedsWithRuns(db, site.id) });
}, 'site_admin');

/**
 * POST /api/editor/feeds {feed} -> 201 {id}; 400 names the field. The secret is stored encrypted.
 * An address the server may not request (lib/http/outbound-policy.ts) is 400 feed_address_refused
 * with its field and rule, the message in the workspace's language.
 */
// Feeds are site settings: site admins and platform admins only.
export const POST = withEditor(async (request) => {
  const body = await readJsonBody(request, feedInputSchema);
  if (!body.ok) return body.response;
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  try {
    const id = await createFeed(db, site.id, body.data);
    return NextResponse.json({ id }, { status: 201 });
  } catch (error) {
    if (!(error instanceof FeedAddressRefused)) throw error;
    const locale = resolveQaLocale(request.nextUrl.searchParams.get('lang') ?? undefined, request.cookies.get(LOCALE_COOKIE)?.value);
    return jsonError(400, 'feed_address_refused', feedAddressMessage(error, locale), { field: error.field, rule: error.rule });
  }
}, 'site_admin');

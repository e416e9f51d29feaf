import { NextResponse } from 'next/server';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError } from '@/lib/http/responses';
import { feedOfSite } from '@/lib/listings/sources/feeds';
import { startFeedRunNow } from '@/lib/listings/sources/run-now';

/**
 * POST /api/editor/feeds/{id}/run -> 202 {status: 'started'}: the run goes on in the background;
 * 409 feed_running when the feed is already running (that run goes on); 404 for a feed of another site.
 */
// Feeds are site settings: site admins and platform admins only.
export const POST = withEditor<{ params: Promise<{ id: string }> }>(async (request, { params }) => {
  const { id } = await params;
  const db = await getDb();
  const site = await siteOfRequest(db, request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  const feed = /^\d{1,12}$/.test(id) ? await feedOfSite(db, site.id, Number(id)) : null;
  if (!feed) return jsonError(404, 'feed_not_found', 'No such feed on this site');
  if ((await startFeedRunNow(feed.id)) === 'running') return jsonError(409, 'feed_running', 'This feed is already running');
  return NextResponse.json({ status: 'started' }, { status: 202 });
}, 'site_admin');

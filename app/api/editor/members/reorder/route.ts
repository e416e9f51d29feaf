import { NextResponse } from 'next/server';
import { z } from 'zod';
import { withEditor } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { siteOfRequest } from '@/lib/sites/site-of-request';
import { jsonError, readJsonBody } from '@/lib/http/responses';
import { reorderMembersAndInvalidate } from '@/lib/members/service';

const body = z.object({ ids: z.array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(5000) });

/** POST /api/editor/members/reorder {ids} -> {updated}: the members in their new display order. */
export const POST = withEditor(async (request) => {
  const parsed = await readJsonBody(request, body, 256 * 1024);
  if (!parsed.ok) return parsed.response;
  const site = await siteOfRequest(await getDb(), request);
  if (!site) return jsonError(404, 'site_not_found', 'No site matches this request');
  return NextResponse.json({ updated: await reorderMembersAndInvalidate(site.id, parsed.data.ids) });
});

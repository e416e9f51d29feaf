import { NextResponse } from 'next/server';
import { z } from 'zod';
import { editorRoute } from '@/lib/editor/http';
import { readJsonBody } from '@/lib/http/responses';
import { saveReviewSettings } from '@/lib/review/settings';

const reviewBody = z.object({ brokers: z.boolean(), editors: z.boolean() });

/** Site admins: whose publishing on this site waits for approval: {brokers, editors} -> the same. */
export const PUT = editorRoute(async (request, { db, site }) => {
  const body = await readJsonBody(request, reviewBody);
  if (!body.ok) return body.response;
  return NextResponse.json(await saveReviewSettings(db, site.id, body.data));
}, 'site_admin');

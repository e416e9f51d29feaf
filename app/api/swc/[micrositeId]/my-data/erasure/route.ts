import type { NextRequest } from 'next/server';
import { getDb } from '@/lib/db';
import { jsonError } from '@/lib/http/responses';
import { logger } from '@/lib/ops/logger';
import { kickOutboxWorker } from '@/lib/leads/outbox-job';
import { readLeadBody } from '@/lib/leads/read-body';
import { leadUnavailable } from '@/lib/leads/responses';
import { myDataPath } from '@/lib/my-data/emails';
import { requestErasure } from '@/lib/my-data/erasure';
import { accessFromLink } from '@/lib/my-data/link-access';
import { myDataTexts } from '@/lib/my-data/texts';

interface Context {
  params: Promise<{ micrositeId: string }>;
}

const checked = (value: unknown) => value === true || value === 'on' || value === 'true' || value === '1';

/**
 * POST (never GET: mail scanners open links) t=TOKEN&confirm=on: the visitor's erasure
 * request. The page's form is sent form-encoded and gets a 303 back to the page, which
 * says what happened; a JSON client gets 202 with the receipt. Bad link: 404/410, no
 * confirmation: 422, both in the visitor's language.
 */
export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const { micrositeId } = await params;
  const body = await readLeadBody(request);
  if (!body.ok) return jsonError(body.status, body.error, body.message);
  const fromPage = !(request.headers.get('content-type') ?? '').includes('json');
  try {
    const db = await getDb();
    const link = await accessFromLink(db, micrositeId, body.raw.t, body.raw.locale);
    if (!link.ok) return jsonError(link.status, link.error, link.message);
    const { access } = link;
    const token = String(body.raw.t);
    if (!checked(body.raw.confirm)) {
      if (fromPage) return seeOther(`${myDataPath(access.locale, token)}&erasure=confirm-required`);
      return jsonError(422, 'confirm_required', myDataTexts(access.locale)('errors.confirm-required'), { errors: { confirm: 'confirm-required' } });
    }
    const receipt = await requestErasure(db, access);
    kickOutboxWorker();
    if (fromPage) return seeOther(`${myDataPath(access.locale, token)}&erasure=${receipt.searchesRemoved}-${receipt.leadsQueued}`);
    return Response.json({ status: 'requested', ...receipt }, { status: 202 });
  } catch (error) {
    logger.error({ job: 'my-data', err: error }, 'an erasure request failed: answered 503');
    return leadUnavailable();
  }
}

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'private, no-store' } });
}

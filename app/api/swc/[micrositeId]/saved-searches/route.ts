import type { NextRequest } from 'next/server';
import { requestOrigin } from '@/lib/auth/account-responses';
import { captchaProviderFor } from '@/lib/captcha/provider';
import { jsonError } from '@/lib/http/responses';
import { logger } from '@/lib/ops/logger';
import { submitSavedSearch } from '@/lib/alerts/intake';
import { kickOutboxWorker } from '@/lib/leads/outbox-runner';
import { passFormPostGate } from '@/lib/leads/form-post-gate';
import { readLeadBody } from '@/lib/leads/read-body';
import { leadUnavailable } from '@/lib/leads/responses';

interface Context {
  params: Promise<{ micrositeId: string }>;
}

/**
 * Saves a search for e-mail alerts (issue 32): the site key, captcha and rate limits of
 * /contact, then a pending search and its confirmation e-mail. 202 { status: 'pending' }
 * whether or not the address already has searches; 422 { errors: { field: code } }.
 */
export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const { micrositeId } = await params;
  try {
    const gate = await passFormPostGate(request, micrositeId);
    if (!gate.ok) return gate.response;
    const { db, site, ip } = gate;
    const body = await readLeadBody(request);
    if (!body.ok) return jsonError(body.status, body.error, body.message, body.field ? { errors: { [body.field]: 'invalid' } } : {});
    const language = request.headers.get('content-language')?.slice(0, 2).toLowerCase();
    const outcome = await submitSavedSearch(db, {
      site,
      raw: body.raw,
      ip,
      requestOrigin: requestOrigin(request),
      fallbackLocale: language === 'en' ? 'en' : 'fr',
      captcha: captchaProviderFor(site),
    });
    switch (outcome.kind) {
      case 'invalid':
        return jsonError(422, 'invalid', 'Some fields are invalid', { errors: outcome.errors });
      case 'captcha':
        return jsonError(422, 'captcha', 'The captcha failed', { errors: { recaptcha_response: 'captcha-failed' } });
      case 'ignored':
        return Response.json({ status: 'pending' }, { status: 202 });
      case 'pending':
        kickOutboxWorker();
        return Response.json({ status: 'pending' }, { status: 202 });
    }
  } catch (error) {
    logger.error({ job: 'alerts', err: error }, 'saving a search failed: answered 503');
    return leadUnavailable();
  }
}

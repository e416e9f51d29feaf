import type { NextRequest } from 'next/server';
import { requestOrigin } from '@/lib/auth/account-responses';
import { captchaProviderFor } from '@/lib/captcha/provider';
import { jsonError } from '@/lib/http/responses';
import { logger } from '@/lib/ops/logger';
import { isLocale } from '@/lib/i18n/locales';
import { submitLead } from '@/lib/leads/intake';
import { kickOutboxWorker } from '@/lib/leads/outbox-runner';
import { passFormPostGate } from '@/lib/leads/form-post-gate';
import { readLeadBody } from '@/lib/leads/read-body';
import { leadCaptchaFailed, leadInvalid, leadSuccess, leadUnavailable } from '@/lib/leads/responses';

interface Context {
  params: Promise<{ micrositeId: string }>;
}

/**
 * Lead intake (spec 000 §7 contact, spec 001 §7 alert and valuation): site key, rate
 * limits, body, validation, recipient, captcha, then one transaction. `{status:'success'}`
 * only once the lead is committed. Input problems are 4xx; a database failure is 503.
 */
export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const { micrositeId } = await params;
  try {
    const gate = await passFormPostGate(request, micrositeId);
    if (!gate.ok) return gate.response;
    const { db, site, ip } = gate;
    const body = await readLeadBody(request);
    if (!body.ok) return jsonError(body.status, body.error, body.message, body.field ? { errors: { [body.field]: [body.message] } } : {});

    const language = request.headers.get('content-language')?.slice(0, 2).toLowerCase();
    const outcome = await submitLead(db, {
      site,
      raw: body.raw,
      ip,
      userAgent: request.headers.get('user-agent'),
      fallbackLocale: isLocale(language) ? language : 'fr',
      captcha: captchaProviderFor(site),
      origin: requestOrigin(request),
    });
    switch (outcome.kind) {
      case 'invalid':
        return leadInvalid(outcome.locale, outcome.errors);
      case 'captcha':
        return leadCaptchaFailed(outcome.locale);
      case 'ignored':
        return leadSuccess();
      case 'stored':
        kickOutboxWorker();
        return leadSuccess();
    }
  } catch (error) {
    logger.error({ job: 'leads', err: error }, 'lead intake failed: answered 503');
    return leadUnavailable();
  }
}

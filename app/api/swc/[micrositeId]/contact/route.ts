import type { NextRequest } from 'next/server';
import { captchaProviderFor } from '@/lib/captcha/provider';
import { submitLead } from '@/lib/leads/intake';
import { kickOutboxWorker } from '@/lib/leads/outbox-job';
import { handleFormPost } from '@/lib/leads/form-post-gate';
import { leadCaptchaFailed, leadInvalid, leadSuccess } from '@/lib/leads/responses';

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
  const options = { job: 'leads', failed: 'lead intake failed', fieldError: (message: string) => [message] };
  return handleFormPost(request, micrositeId, options, async ({ db, site, ip, raw, fallbackLocale }) => {
    const outcome = await submitLead(db, {
      site,
      raw,
      ip,
      userAgent: request.headers.get('user-agent'),
      fallbackLocale,
      captcha: captchaProviderFor(site),
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
  });
}

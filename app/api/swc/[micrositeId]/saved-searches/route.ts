import type { NextRequest } from 'next/server';
import { captchaProviderFor } from '@/lib/captcha/provider';
import { jsonError } from '@/lib/http/responses';
import { submitSavedSearch } from '@/lib/alerts/intake';
import { kickOutboxWorker } from '@/lib/leads/outbox-job';
import { handleFormPost } from '@/lib/leads/form-post-gate';

interface Context {
  params: Promise<{ micrositeId: string }>;
}

/**
 * Saves a search for e-mail alerts: the site key, captcha and rate limits of
 * /contact, then a pending search and its confirmation e-mail. 202 { status: 'pending' }
 * whether or not the address already has searches; 422 { errors: { field: code } }.
 */
export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const { micrositeId } = await params;
  const options = { job: 'alerts', failed: 'saving a search failed', fieldError: () => 'invalid' };
  return handleFormPost(request, micrositeId, options, async ({ db, site, ip, raw, fallbackLocale }) => {
    const outcome = await submitSavedSearch(db, {
      site,
      raw,
      ip,
      fallbackLocale,
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
  });
}

import type { NextRequest } from 'next/server';
import { captchaProviderFor } from '@/lib/captcha/provider';
import { jsonError } from '@/lib/http/responses';
import { kickOutboxWorker } from '@/lib/leads/outbox-job';
import { handleFormPost } from '@/lib/leads/form-post-gate';
import { requestMyDataLink } from '@/lib/my-data/request';
import { myDataTexts } from '@/lib/my-data/texts';

interface Context {
  params: Promise<{ micrositeId: string }>;
}

/**
 * Asks for a "My data" link: the site key, captcha and rate limits of the other public
 * forms, then the signed link by e-mail. 202 { status: 'sent' } whether or not the site holds
 * anything for the address (and past the daily limit per address); 422 { errors: { field: code } }.
 */
export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const { micrositeId } = await params;
  const options = { job: 'my-data', failed: 'a my-data link request failed', fieldError: () => 'invalid' };
  return handleFormPost(request, micrositeId, options, async ({ db, site, ip, raw, fallbackLocale }) => {
    const outcome = await requestMyDataLink(db, { site, raw, ip, fallbackLocale, captcha: captchaProviderFor(site) });
    const t = myDataTexts(fallbackLocale);
    switch (outcome.kind) {
      case 'invalid':
        return jsonError(422, 'invalid', t(`page.error-${outcome.errors.email}`), { errors: outcome.errors });
      case 'captcha':
        return jsonError(422, 'captcha', t('page.error-captcha'), { errors: { recaptcha_response: 'captcha-failed' } });
      case 'ignored':
        return Response.json({ status: 'sent' }, { status: 202 });
      case 'sent':
        kickOutboxWorker();
        return Response.json({ status: 'sent' }, { status: 202 });
    }
  });
}

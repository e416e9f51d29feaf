import type { NextRequest } from 'next/server';
import { recordConsent } from '@/lib/consent/record';
import { jsonError } from '@/lib/http/responses';
import { handleFormPost } from '@/lib/leads/form-post-gate';

interface Context {
  params: Promise<{ micrositeId: string }>;
}

/**
 * Records one answer of the consent banner as proof: the site key and rate limits of the
 * other public posts (a budget of its own), no captcha (the banner answers for every
 * visitor and nothing personal is kept). 201 { status: 'recorded' }; 422 with the field.
 */
export async function POST(request: NextRequest, { params }: Context): Promise<Response> {
  const { micrositeId } = await params;
  const options = { job: 'consent', failed: 'recording a consent failed', fieldError: (message: string) => message, budget: 'consent' };
  return handleFormPost(request, micrositeId, options, async ({ db, site, raw, fallbackLocale }) => {
    const outcome = await recordConsent(db, site.id, raw, fallbackLocale);
    if (outcome.kind === 'invalid') return jsonError(422, 'invalid', outcome.message, { errors: { [outcome.field]: outcome.message } });
    return Response.json({ status: 'recorded', accepted: outcome.accepted }, { status: 201 });
  });
}

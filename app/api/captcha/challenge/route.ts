import { getDb } from '@/lib/db';
import { createAltchaChallenge } from '@/lib/captcha/altcha';
import { jsonError } from '@/lib/http/responses';

// A fresh challenge per request: never cached, never prerendered.
export const dynamic = 'force-dynamic';

/**
 * A signed ALTCHA challenge for the widget (GET: it writes nothing; the key it may create
 * on first use is configuration, not data). The answer is single-use at the intake.
 */
export async function GET(): Promise<Response> {
  let challenge;
  try {
    challenge = await createAltchaChallenge(await getDb());
  } catch {
    return jsonError(503, 'unavailable', 'The captcha service is unavailable');
  }
  return Response.json(challenge, { headers: { 'Cache-Control': 'no-store' } });
}

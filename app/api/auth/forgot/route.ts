import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { requestPasswordReset } from '@/lib/auth/accounts';
import { clientIp } from '@/lib/http/client-ip';
import { readFormInput } from '@/lib/auth/form-input';
import { getResetRateLimiter } from '@/lib/auth/reset-rate-limit';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { siteOfRequestHost } from '@/lib/auth/current-editor';
import { getDb } from '@/lib/db';
import { publicOrigin } from '@/lib/http/public-origin';

const forgotBody = z.object({ email: z.string().trim().min(3).max(200), lang: z.enum(['fr', 'en']).optional() });
const BACK = '/qa/login/forgot';

/**
 * "Forgot password" {email}: sends a one-hour reset link when the address has an account.
 * The answer is the same whether it has one or not (202, or back to the form with ?sent=1);
 * rate-limited per address and e-mail like sign-in (429). The link is on the public origin of
 * the site the host names (an unknown host: the default site's), never on the host itself.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const input = await readFormInput(request, forgotBody);
  const html = wantsHtml(request, input.json);
  const back = (query: string) => `${BACK}?${query}${input.ok && input.data.lang ? `&lang=${input.data.lang}` : ''}`;
  if (!input.ok) return html ? seeOther(`${BACK}?error=invalid`) : jsonError(input.status, 'invalid_input', input.message);
  const verdict = await getResetRateLimiter().attempt(clientIp(request.headers), input.data.email);
  if (!verdict.allowed) {
    const retryAfter = { 'Retry-After': String(verdict.retryAfterSeconds) };
    return html ? seeOther(back('error=locked'), retryAfter) : jsonError(429, 'too_many_attempts', 'Too many requests, try again later', {}, retryAfter);
  }
  const site = await siteOfRequestHost(request);
  await requestPasswordReset(await getDb(), { email: input.data.email, origin: publicOrigin(site), locale: input.data.lang ?? 'fr', site });
  return html ? seeOther(back('sent=1')) : Response.json({ status: 'success' }, { status: 202 });
}

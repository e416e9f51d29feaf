import type { NextRequest } from 'next/server';
import { z } from 'zod';
import { accountFailure, signedIn } from '@/lib/auth/account-responses';
import { resetPassword } from '@/lib/auth/accounts';
import { siteOfRequestHost } from '@/lib/auth/current-editor';
import { readFormInput } from '@/lib/auth/form-input';
import { landingPath } from '@/lib/auth/landing';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { getDb } from '@/lib/db';

const resetBody = z.object({ token: z.string().max(100), password: z.string().max(1000), lang: z.enum(['fr', 'en']).optional() });

/** {token, password}: a new password from a reset link (single use, 1 h); every session ends, a new one opens. */
export async function POST(request: NextRequest): Promise<Response> {
  const input = await readFormInput(request, resetBody);
  const html = wantsHtml(request, input.json);
  if (!input.ok) return html ? seeOther('/qa/login/forgot?error=invalid') : jsonError(input.status, 'invalid_input', input.message);
  const site = await siteOfRequestHost(request);
  const outcome = await resetPassword(await getDb(), { ...input.data, siteName: site?.name ?? '', userAgent: request.headers.get('user-agent') });
  if (!outcome.ok) return accountFailure(outcome, html, `/qa/login/reset/${encodeURIComponent(input.data.token)}`);
  const db = await getDb();
  return signedIn(request, outcome.session, html, await landingPath(db, outcome.editor, site), input.data.lang);
}

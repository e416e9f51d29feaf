import { z } from 'zod';
import { accountFailure } from '@/lib/auth/account-responses';
import { changePassword } from '@/lib/auth/accounts';
import { siteOfRequestHost, withAccount } from '@/lib/auth/current-editor';
import { readFormInput } from '@/lib/auth/form-input';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { getDb } from '@/lib/db';

const passwordBody = z.object({ current: z.string().max(1000), password: z.string().max(1000) });

/** POST {current, password}: changes my password; my other sessions end (this one stays). */
export const POST = withAccount(async (request, _context, editor) => {
  const input = await readFormInput(request, passwordBody);
  const html = wantsHtml(request, input.json);
  if (!input.ok) return html ? seeOther('/qa/account?error=invalid') : jsonError(input.status, 'invalid_input', input.message);
  const site = await siteOfRequestHost(request);
  const outcome = await changePassword(await getDb(), editor, { ...input.data, siteName: site?.name ?? '' });
  if (!outcome.ok) return accountFailure(outcome, html, '/qa/account');
  return html ? seeOther('/qa/account?saved=password') : Response.json({ status: 'success' });
});

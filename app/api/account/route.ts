import { z } from 'zod';
import { updateProfile } from '@/lib/auth/accounts';
import { withAccount } from '@/lib/auth/current-editor';
import { readFormInput } from '@/lib/auth/form-input';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { getDb } from '@/lib/db';

const profileBody = z.object({ name: z.string().trim().min(1).max(200), locale: z.enum(['fr', 'en']) });

/** POST {name, locale}: my profile (the /qa/account form posts here and comes back). */
export const POST = withAccount(async (request, _context, editor) => {
  const input = await readFormInput(request, profileBody);
  const html = wantsHtml(request, input.json);
  if (!input.ok) return html ? seeOther('/qa/account?error=invalid') : jsonError(input.status, 'invalid_input', input.message);
  await updateProfile(await getDb(), editor, input.data);
  return html ? seeOther(`/qa/account?saved=profile&lang=${input.data.locale}`) : Response.json({ status: 'success' });
});

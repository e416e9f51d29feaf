import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { accountFailure } from '@/lib/auth/account-responses';
import { inviteToSite, listPendingInvitations, listSitePeople } from '@/lib/auth/accounts';
import { withEditor } from '@/lib/auth/current-editor';
import { readFormInput } from '@/lib/auth/form-input';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { SITE_ROLES } from '@/lib/auth/roles';
import { LOCALE_COOKIE } from '@/lib/auth/locale-cookie';
import { getDb } from '@/lib/db';
import { publicOrigin } from '@/lib/http/public-origin';
import { isLocale } from '@/lib/i18n/locales';

/** GET: the people of the request's site with their role, and the pending invitations (site admin). */
export const GET = withEditor(async (_request, _context, editor) => {
  const db = await getDb();
  return NextResponse.json({ people: await listSitePeople(db, editor.site.id), invitations: await listPendingInvitations(db, editor.site.id) });
}, 'site_admin');

/** The inviter's workspace language (the language cookie), when set. */
const workspaceLocale = (request: NextRequest): 'fr' | 'en' | undefined => {
  const value = request.cookies.get(LOCALE_COOKIE)?.value;
  return isLocale(value) ? value : undefined;
};

const inviteBody = z.object({
  email: z.email().max(200),
  role: z.enum(SITE_ROLES),
  memberId: z.union([z.literal(''), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)]).optional(),
});

/** POST {email, role, memberId?}: invites by e-mail (a one-time link, 72 h, through the outbox); a broker needs a member of this site. */
export const POST = withEditor(
  async (request, _context, editor) => {
    const input = await readFormInput(request, inviteBody);
    const html = wantsHtml(request, input.json);
    if (!input.ok) return html ? seeOther('/qa/accounts?error=invalid') : jsonError(input.status, 'invalid_input', input.message);
    const memberId = typeof input.data.memberId === 'number' ? input.data.memberId : null;
    const outcome = await inviteToSite(await getDb(), { inviter: editor, site: editor.site, email: input.data.email, role: input.data.role, memberId, origin: publicOrigin(editor.site), locale: workspaceLocale(request) });
    if (!outcome.ok) return accountFailure(outcome, html, '/qa/accounts');
    return html ? seeOther(`/qa/accounts?invited=${encodeURIComponent(input.data.email)}`) : NextResponse.json({ status: 'success' }, { status: 201 });
  },
  'site_admin',
  { record: false },
);

import { NextResponse } from 'next/server';
import { z } from 'zod';
import { withEditor, type SiteEditor } from '@/lib/auth/current-editor';
import { readFormInput } from '@/lib/auth/form-input';
import { jsonError, seeOther, wantsHtml } from '@/lib/auth/responses';
import { removeSiteRole, setSiteRole, SITE_ROLES } from '@/lib/auth/roles';
import { getDb } from '@/lib/db';

type Context = { params: Promise<{ id: string }> };

const roleBody = z.object({
  action: z.enum(['role', 'remove']).default('role'),
  role: z.enum(SITE_ROLES).optional(),
  memberId: z.union([z.literal(''), z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)]).optional(),
});

/** The account's id when it holds a role on this site (another site's people are unknown here: 404). */
async function personOnSite(editor: SiteEditor, rawId: string): Promise<number | null> {
  if (!/^[1-9]\d{0,14}$/.test(rawId)) return null;
  const rows = await (await getDb()).query('select 1 from site_roles where editor_id = $1 and site_id = $2', [Number(rawId), editor.site.id]);
  return rows.length ? Number(rawId) : null;
}

async function change(request: Request, context: Context, editor: SiteEditor, forceRemove: boolean): Promise<Response> {
  const id = await personOnSite(editor, (await context.params).id);
  const input = forceRemove ? null : await readFormInput(request, roleBody);
  const html = wantsHtml(request, input?.json ?? false);
  if (id === null) return jsonError(404, 'account_not_found', 'Nobody with this id has a role on this site');
  if (input && !input.ok) return html ? seeOther('/qa/accounts?error=invalid') : jsonError(input.status, 'invalid_input', input.message);
  const db = await getDb();
  if (forceRemove || input?.data.action === 'remove') {
    await removeSiteRole(db, id, editor.site.id);
    return html ? seeOther('/qa/accounts') : new NextResponse(null, { status: 204 });
  }
  const role = input!.data.role;
  if (!role) return jsonError(400, 'invalid_input', 'role: required');
  const memberId = typeof input!.data.memberId === 'number' ? input!.data.memberId : null;
  if (role === 'broker') {
    const member = await db.query('select 1 from members where id = $1 and site_id = $2', [memberId ?? 0, editor.site.id]);
    if (!member.length) return jsonError(404, 'member_not_found', 'memberId: no such member on this site');
  }
  await setSiteRole(db, id, editor.site.id, role, memberId);
  return html ? seeOther('/qa/accounts') : NextResponse.json({ id, role, memberId: role === 'broker' ? memberId : null });
}

/** PUT {role, memberId?} (API) or POST {action: role|remove, ...} (the /qa/accounts form): a person's role on this site (site admin). */
export const PUT = withEditor<Context>((request, context, editor) => change(request, context, editor, false), 'site_admin');
export const POST = PUT;
/** DELETE: removes the person from this site (the account stays). */
export const DELETE = withEditor<Context>((request, context, editor) => change(request, context, editor, true), 'site_admin');

import { recordActivity } from '@/lib/activity/record';
import type { Database, Queryable } from '@/lib/db/types';
import type { Locale } from '@/lib/i18n/locales';
import { enqueueMessage } from '@/lib/mail/outbox';
import { loadEmailSenderById } from '@/lib/emails/load-sender';
import { bareSender } from '@/lib/emails/sender';
import { invitationEmail, resetEmail } from './account-email';
import { consumeToken, issueToken, peekToken } from './account-tokens';
import { EDITOR_COLUMNS, findEditorByEmail, findEditorForLogin, normalizeEmail, toEditor, type Editor, type EditorRow } from './editors';
import { hashPassword, verifyPassword } from './password';
import { passwordProblem, type PasswordProblem } from './password-policy';
import { setSiteRole, type SiteRole } from './roles';
import { createSession, endOtherSessions, type NewSession } from './session';

/**
 * Account operations: invitations, password resets and changes, profile, the
 * people of a site. Every write records its activity; e-mails go through the lead outbox
 * in the same transaction, so a crash never loses one nor sends one for a rolled-back write.
 */

export type AccountFailure = { ok: false; error: 'invalid_token' | 'wrong_current' | 'member_not_found' | PasswordProblem };
type SignedIn = { ok: true; editor: Editor; session: NewSession };

export interface Invite {
  inviter: Editor;
  site: { id: string; name: string };
  email: string;
  role: SiteRole;
  memberId: number | null;
  /** The site's public origin (lib/http/public-origin.ts): the link's. */
  origin: string;
  /** The language of the inviter's workspace when they sent it (else their account's): the e-mail's and the page's. */
  locale?: Locale;
}

/** Sends a one-time invitation link (72 h) to join the site with the role. */
export async function inviteToSite(db: Database, invite: Invite): Promise<{ ok: true } | AccountFailure> {
  if (invite.role === 'broker') {
    const member = await db.query('select 1 from members where id = $1 and site_id = $2', [invite.memberId ?? 0, invite.site.id]);
    if (member.length === 0) return { ok: false, error: 'member_not_found' };
  }
  const email = normalizeEmail(invite.email);
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, { kind: 'invitation', email, siteId: invite.site.id, role: invite.role, memberId: invite.role === 'broker' ? invite.memberId : null, createdBy: invite.inviter.id });
    const locale = invite.locale ?? invite.inviter.locale;
    const link = `${invite.origin}/qa/login/invitation/${token}?lang=${locale}`;
    const sender = (await loadEmailSenderById(tx, invite.site.id, locale)) ?? bareSender(invite.site.name, invite.origin);
    await enqueueMessage(tx, await invitationEmail(locale, email, sender, { site: invite.site.name, inviter: invite.inviter.name, role: invite.role, link }));
    await recordActivity(tx, { editor: invite.inviter, siteId: invite.site.id, entity: 'accounts', action: 'invite', detail: { message: 'invited', params: { email, role: invite.role } } });
  });
  return { ok: true };
}

/**
 * Accepts an invitation: checks the password first (so a refused one leaves the link
 * usable), then uses the link once, creates the account (or adds the role to an existing
 * one, whose password is kept) and opens a new session.
 */
export async function acceptInvitation(
  db: Database,
  input: { token: string; name: string; password: string; siteName: string; userAgent?: string | null },
): Promise<SignedIn | AccountFailure> {
  const pending = await peekToken(db, 'invitation', input.token);
  if (!pending) return { ok: false, error: 'invalid_token' };
  const existing = await findEditorByEmail(db, pending.email);
  if (existing) {
    // An existing account joins with its own password: the role is added to it.
    const stored = await findEditorForLogin(db, existing.email);
    if (!stored || !(await verifyPassword(input.password, stored.passwordHash))) return { ok: false, error: 'wrong_current' };
  } else {
    const problem = passwordProblem(input.password, { email: pending.email, siteName: input.siteName });
    if (problem) return { ok: false, error: problem };
  }
  const passwordHash = existing ? null : await hashPassword(input.password);
  const editor = await db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'invitation', input.token);
    if (!token || !token.siteId || !token.role) return null;
    const account =
      existing ??
      toEditor(
        (
          await tx.query<EditorRow>(
            `insert into editors as e (email, name, password_hash) values ($1, $2, $3) returning ${EDITOR_COLUMNS}`,
            [token.email, input.name.trim() || token.email, passwordHash],
          )
        )[0]!,
      );
    await setSiteRole(tx, account.id, token.siteId, token.role, token.memberId);
    await recordActivity(tx, { editor: account, siteId: token.siteId, entity: 'accounts', entityId: account.id, action: 'accept-invitation', detail: { message: 'joined', params: { email: token.email, role: token.role } } });
    return account;
  });
  if (!editor) return { ok: false, error: 'invalid_token' };
  return { ok: true, editor, session: await createSession(db, editor.id, input.userAgent) };
}

/** "Forgot password": a reset link (1 h) when the address has an account; the caller answers the same either way. */
export async function requestPasswordReset(db: Database, input: { email: string; origin: string; locale: Locale; site?: { id: string; name: string } | null }): Promise<void> {
  const editor = await findEditorByEmail(db, input.email);
  if (!editor) return;
  await db.transaction(async (tx) => {
    const token = await issueToken(tx, { kind: 'reset', email: editor.email, editorId: editor.id });
    // In the language of the page it was asked from (the person asking reads it there).
    // In the look of the site it was asked on (the workspace of that site's host).
    const sender = (input.site ? await loadEmailSenderById(tx, input.site.id, input.locale) : null) ?? bareSender(input.site?.name ?? new URL(input.origin).host, input.origin);
    await enqueueMessage(tx, await resetEmail(input.locale, editor.email, sender, `${input.origin}/qa/login/reset/${token}?lang=${input.locale}`));
    await recordActivity(tx, { editor, siteId: null, entity: 'accounts', entityId: editor.id, action: 'request-reset', detail: { message: 'reset-requested', params: { email: editor.email } } });
  });
}

/** Sets a new password from a reset link: ends every session of the account, then opens a new one. */
export async function resetPassword(
  db: Database,
  input: { token: string; password: string; siteName: string; userAgent?: string | null },
): Promise<SignedIn | AccountFailure> {
  const pending = await peekToken(db, 'reset', input.token);
  if (!pending?.editorId) return { ok: false, error: 'invalid_token' };
  const problem = passwordProblem(input.password, { email: pending.email, siteName: input.siteName });
  if (problem) return { ok: false, error: problem };
  const hash = await hashPassword(input.password);
  const editor = await db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'reset', input.token);
    if (!token?.editorId) return null;
    const rows = await tx.query<EditorRow>(`update editors e set password_hash = $2 where e.id = $1 returning ${EDITOR_COLUMNS}`, [token.editorId, hash]);
    if (!rows[0]) return null;
    await endOtherSessions(tx, token.editorId, null);
    const account = toEditor(rows[0]);
    await recordActivity(tx, { editor: account, siteId: null, entity: 'accounts', entityId: account.id, action: 'reset-password', detail: { message: 'password-reset', params: { email: account.email } } });
    return account;
  });
  if (!editor) return { ok: false, error: 'invalid_token' };
  return { ok: true, editor, session: await createSession(db, editor.id, input.userAgent) };
}

/** Changes the password (the current one is required) and ends the account's other sessions. */
export async function changePassword(
  db: Database,
  editor: Editor & { sessionId: number },
  input: { current: string; password: string; siteName: string },
): Promise<{ ok: true } | AccountFailure> {
  const stored = await findEditorForLogin(db, editor.email);
  if (!stored || !(await verifyPassword(input.current, stored.passwordHash))) return { ok: false, error: 'wrong_current' };
  const problem = passwordProblem(input.password, { email: editor.email, siteName: input.siteName });
  if (problem) return { ok: false, error: problem };
  const hash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx.query('update editors set password_hash = $2 where id = $1', [editor.id, hash]);
    await endOtherSessions(tx, editor.id, editor.sessionId);
    await recordActivity(tx, { editor, siteId: null, entity: 'accounts', entityId: editor.id, action: 'change-password', detail: { message: 'other-sessions-ended' } });
  });
  return { ok: true };
}

export async function updateProfile(db: Database, editor: Editor, input: { name: string; locale: Locale }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('update editors set name = $2, preferred_locale = $3 where id = $1', [editor.id, input.name, input.locale]);
    await recordActivity(tx, { editor, siteId: null, entity: 'accounts', entityId: editor.id, action: 'update-profile', detail: { message: 'profile-name', params: { name: input.name } } });
  });
}

export interface SitePerson {
  id: number;
  email: string;
  name: string;
  role: SiteRole;
  memberId: number | null;
  memberName: string | null;
}

/** The accounts holding a role on the site (platform admins are not listed: they hold every site). */
export async function listSitePeople(db: Queryable, siteId: string): Promise<SitePerson[]> {
  const rows = await db.query<{ id: number | string; email: string; name: string; role: SiteRole; member_id: number | string | null; member_name: string | null }>(
    `select e.id, e.email, e.name, r.role, r.member_id, m.name as member_name
       from site_roles r join editors e on e.id = r.editor_id left join members m on m.id = r.member_id
      where r.site_id = $1 order by e.name, e.id`,
    [siteId],
  );
  return rows.map((r) => ({ id: Number(r.id), email: r.email, name: r.name, role: r.role, memberId: r.member_id === null ? null : Number(r.member_id), memberName: r.member_name }));
}

export interface PendingInvitation {
  email: string;
  role: SiteRole;
  expiresAt: string;
}

export async function listPendingInvitations(db: Queryable, siteId: string): Promise<PendingInvitation[]> {
  const rows = await db.query<{ email: string; role: SiteRole; expires_at: Date | string }>(
    `select email, role, expires_at from account_tokens
      where kind = 'invitation' and site_id = $1 and used_at is null and expires_at > now() order by created_at desc`,
    [siteId],
  );
  return rows.map((r) => ({ email: r.email, role: r.role, expiresAt: new Date(r.expires_at).toISOString() }));
}

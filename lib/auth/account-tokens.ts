import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '@/lib/db/types';
import { normalizeEmail } from './editors';
import type { SiteRole } from './roles';

/** An invitation link works for 72 hours, a reset link for one hour; each only once. */
export const INVITATION_TTL_MS = 72 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

export type TokenKind = 'invitation' | 'reset';

export interface AccountToken {
  kind: TokenKind;
  email: string;
  editorId: number | null;
  siteId: string | null;
  role: SiteRole | null;
  memberId: number | null;
  expiresAt: Date;
}

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  kind: TokenKind;
  email: string;
  editor_id: number | string | null;
  site_id: string | null;
  role: SiteRole | null;
  member_id: number | string | null;
  expires_at: Date | string;
}

const toToken = (row: TokenRow): AccountToken => ({
  kind: row.kind,
  email: row.email,
  editorId: row.editor_id === null ? null : Number(row.editor_id),
  siteId: row.site_id,
  role: row.role,
  memberId: row.member_id === null ? null : Number(row.member_id),
  expiresAt: new Date(row.expires_at),
});

/** Stores a new one-time token (only its SHA-256) and returns the token for the link. */
export async function issueToken(
  db: Queryable,
  token: { kind: TokenKind; email: string; editorId?: number | null; siteId?: string | null; role?: SiteRole | null; memberId?: number | null; createdBy?: number | null },
): Promise<string> {
  const value = randomBytes(32).toString('base64url');
  const ttl = token.kind === 'invitation' ? INVITATION_TTL_MS : RESET_TTL_MS;
  await db.query('delete from account_tokens where expires_at < now() - interval \'30 days\'');
  await db.query(
    `insert into account_tokens (token_hash, kind, email, editor_id, site_id, role, member_id, created_by, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [hash(value), token.kind, normalizeEmail(token.email), token.editorId ?? null, token.siteId ?? null, token.role ?? null, token.memberId ?? null, token.createdBy ?? null, new Date(Date.now() + ttl)],
  );
  return value;
}

/** The token if it is of this kind, unused and unexpired (the page shows what it is for), else null. */
export async function peekToken(db: Queryable, kind: TokenKind, token: string | null | undefined): Promise<AccountToken | null> {
  if (!token || !TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<TokenRow>(
    `select kind, email, editor_id, site_id, role, member_id, expires_at from account_tokens
      where token_hash = $1 and kind = $2 and used_at is null and expires_at > now()`,
    [hash(token), kind],
  );
  return rows[0] ? toToken(rows[0]) : null;
}

/** Uses the token: one UPDATE, so two requests racing with the same link cannot both succeed. */
export async function consumeToken(db: Queryable, kind: TokenKind, token: string): Promise<AccountToken | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const rows = await db.query<TokenRow>(
    `update account_tokens set used_at = now()
      where token_hash = $1 and kind = $2 and used_at is null and expires_at > now()
      returning kind, email, editor_id, site_id, role, member_id, expires_at`,
    [hash(token), kind],
  );
  return rows[0] ? toToken(rows[0]) : null;
}

import type { Queryable } from '@/lib/db/types';
import type { Editor } from './editors';

/**
 * Who may do what. A role is held on one site; a platform admin holds every
 * role on every site. Ranks are nested: a site admin can do what an editor can, an editor
 * what a broker can (a broker's extra limit, "only their own member and leads", is applied
 * by the routes that take `memberId` into account).
 */
export const SITE_ROLES = ['site_admin', 'editor', 'broker'] as const;
export type SiteRole = (typeof SITE_ROLES)[number];
export type Role = 'platform_admin' | SiteRole;

const RANK: Record<Role, number> = { broker: 1, editor: 2, site_admin: 3, platform_admin: 4 };

/** The role of an account on one site, with the member a broker is linked to. */
export interface SiteAccess {
  role: Role;
  /** The broker's own member (null for every other role). */
  memberId: number | null;
}

export function roleAllows(held: Role, required: Role): boolean {
  return RANK[held] >= RANK[required];
}

/** The account's role on the site, or null when it has none there. */
export async function accessOnSite(db: Queryable, editor: Editor, siteId: string): Promise<SiteAccess | null> {
  if (editor.platformAdmin) return { role: 'platform_admin', memberId: null };
  const rows = await db.query<{ role: SiteRole; member_id: number | string | null }>(
    'select role, member_id from site_roles where editor_id = $1 and site_id = $2',
    [editor.id, siteId],
  );
  const row = rows[0];
  return row ? { role: row.role, memberId: row.member_id === null ? null : Number(row.member_id) } : null;
}

/** English reason of a refusal, for the 403 answer (the screens show their own words). */
export function refusalMessage(required: Role, held: Role | null): string {
  const need: Record<Role, string> = {
    platform_admin: 'a platform admin',
    site_admin: 'a site admin of this site',
    editor: 'an editor of this site',
    broker: 'a member of this site',
  };
  return held
    ? `This action needs ${need[required]}; your role here is ${held.replace('_', ' ')}`
    : `Your account has no role on this site; this action needs ${need[required]}`;
}

/** Sets (or replaces) the account's role on a site; a broker is linked to one member of that site. */
export async function setSiteRole(
  db: Queryable,
  editorId: number,
  siteId: string,
  role: SiteRole,
  memberId: number | null = null,
): Promise<void> {
  await db.query(
    `insert into site_roles (editor_id, site_id, role, member_id) values ($1, $2, $3, $4)
     on conflict (editor_id, site_id) do update set role = excluded.role, member_id = excluded.member_id`,
    [editorId, siteId, role, role === 'broker' ? memberId : null],
  );
}

export async function removeSiteRole(db: Queryable, editorId: number, siteId: string): Promise<boolean> {
  const rows = await db.query('delete from site_roles where editor_id = $1 and site_id = $2 returning editor_id', [editorId, siteId]);
  return rows.length > 0;
}

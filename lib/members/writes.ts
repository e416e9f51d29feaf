import type { Queryable } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';
import type { MemberInput } from './input';
import { recipientTypeOfKind } from './types';

/**
 * Writes to the members collection, plain SQL (the cached service wraps them and
 * invalidates). Each member is also a lead recipient (lead_recipients), so a contact
 * message addressed to it is stored with it and e-mailed to it: kept in step here.
 */

export type WriteResult = { ok: true; id: number } | { ok: false; status: 404 | 409; field?: string; error: string };

const cols = [
  'slug', 'kind', 'name', 'licence_title', 'agency', 'office_slug', 'avatar', 'subtitle', 'bio',
  'phone_display', 'phone_international', 'email', 'languages', 'social_links', 'programs', 'team_member_slugs',
  'licence_name', 'licence_number', 'photo_taken_on',
] as const;

function values(m: MemberInput): unknown[] {
  return [
    m.slug, m.kind, m.name, JSON.stringify(m.licence_title), m.agency, m.office_slug,
    m.avatar ? JSON.stringify(m.avatar) : null, JSON.stringify(m.subtitle), JSON.stringify(m.bio),
    m.phone_display, m.phone_international, m.email, m.languages, JSON.stringify(m.social_links),
    JSON.stringify(m.programs), m.team_member_slugs, m.licence_name, m.licence_number, m.photo_taken_on,
  ];
}

async function slugTaken(tx: Queryable, siteId: string, slug: string, exceptId?: number): Promise<boolean> {
  const rows = await tx.query('select 1 from members where site_id = $1 and slug = $2 and id <> $3', [siteId, slug, exceptId ?? -1]);
  return rows.length > 0;
}

/** The lead recipient of a member; a recipient of another kind or an old slug is removed. */
export async function syncRecipient(tx: Queryable, siteId: string, m: Pick<MemberInput, 'slug' | 'kind' | 'name' | 'email'>, oldSlug?: string): Promise<void> {
  const type = recipientTypeOfKind[m.kind];
  const types = Object.values(recipientTypeOfKind);
  await tx.query('delete from lead_recipients where site_id = $1 and slug = any($2::text[]) and type = any($3::text[]) and type <> $4', [
    siteId, [m.slug, oldSlug ?? m.slug], types, type,
  ]);
  if (oldSlug && oldSlug !== m.slug) {
    await tx.query('delete from lead_recipients where site_id = $1 and slug = $2 and type = $3', [siteId, oldSlug, type]);
  }
  await tx.query(
    `insert into lead_recipients (site_id, type, slug, name, email) values ($1, $2, $3, $4, $5)
     on conflict (site_id, type, slug) do update set name = excluded.name, email = excluded.email`,
    [siteId, type, m.slug, m.name, m.email],
  );
}

/** Whether two avatar values show the same picture (its library file, else its address). */
function samePhoto(a: MemberInput['avatar'] | null | undefined, b: MemberInput['avatar'] | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return a.media_id && b.media_id ? a.media_id === b.media_id : a.url === b.url;
}

/**
 * A photo's date is when it was taken or last replaced (rule photo_recent): a new or replaced
 * photo given without a date is dated today (Québec), so it is not held back as undated.
 */
function withPhotoDate(m: MemberInput, before?: { avatar: MemberInput['avatar'] | null; photo_taken_on: string | null }): MemberInput {
  if (!m.avatar) return m;
  const replaced = !before || !samePhoto(before.avatar, m.avatar);
  if (replaced && (m.photo_taken_on === null || m.photo_taken_on === before?.photo_taken_on)) return { ...m, photo_taken_on: quebecDay() };
  return m;
}

export async function insertMember(tx: Queryable, siteId: string, input: MemberInput, position?: number): Promise<WriteResult> {
  const m = withPhotoDate(input);
  if (await slugTaken(tx, siteId, m.slug)) return { ok: false, status: 409, field: 'slug', error: 'slug-taken' };
  const params = [siteId, ...values(m)];
  const rows = await tx.query<{ id: number }>(
    `insert into members (site_id, ${cols.join(', ')}, position)
     values (${params.map((_, i) => `$${i + 1}`).join(', ')},
             coalesce($${params.length + 1}::int, (select coalesce(max(position), -1) + 1 from members where site_id = $1)))
     returning id`,
    [...params, position ?? null],
  );
  await syncRecipient(tx, siteId, m);
  return { ok: true, id: Number(rows[0]!.id) };
}

export async function updateMember(tx: Queryable, siteId: string, id: number, input: MemberInput): Promise<WriteResult> {
  const current = await tx.query<{ slug: string; avatar: MemberInput['avatar'] | null; photo_taken_on: string | null }>(
    "select slug, avatar, to_char(photo_taken_on, 'YYYY-MM-DD') as photo_taken_on from members where site_id = $1 and id = $2",
    [siteId, id],
  );
  const old = current[0];
  if (!old) return { ok: false, status: 404, error: 'not-found' };
  const m = withPhotoDate(input, old);
  if (await slugTaken(tx, siteId, m.slug, id)) return { ok: false, status: 409, field: 'slug', error: 'slug-taken' };
  const sets = cols.map((c, i) => `${c} = $${i + 3}`).join(', ');
  await tx.query(`update members set ${sets}, updated_at = now() where site_id = $1 and id = $2`, [siteId, id, ...values(m)]);
  if (old.slug !== m.slug) {
    // Teams list their members by slug: follow the rename.
    await tx.query(
      'update members set team_member_slugs = array_replace(team_member_slugs, $2, $3) where site_id = $1 and $2 = any(team_member_slugs)',
      [siteId, old.slug, m.slug],
    );
  }
  await syncRecipient(tx, siteId, m, old.slug);
  return { ok: true, id };
}

export async function deleteMember(tx: Queryable, siteId: string, id: number): Promise<WriteResult> {
  const rows = await tx.query<{ slug: string; kind: MemberInput['kind'] }>(
    'delete from members where site_id = $1 and id = $2 returning slug, kind',
    [siteId, id],
  );
  const gone = rows[0];
  if (!gone) return { ok: false, status: 404, error: 'not-found' };
  await tx.query('update members set team_member_slugs = array_remove(team_member_slugs, $2) where site_id = $1', [siteId, gone.slug]);
  await tx.query('delete from lead_recipients where site_id = $1 and type = $2 and slug = $3', [
    siteId, recipientTypeOfKind[gone.kind], gone.slug,
  ]);
  return { ok: true, id };
}

/** New order: the ids in display order (ids of other sites are ignored). */
export async function reorderMembers(tx: Queryable, siteId: string, ids: number[]): Promise<number> {
  const rows = await tx.query<{ id: number }>(
    `update members m set position = o.ord - 1, updated_at = now()
       from unnest($2::bigint[]) with ordinality as o(id, ord)
      where m.site_id = $1 and m.id = o.id returning m.id`,
    [siteId, ids],
  );
  return rows.length;
}

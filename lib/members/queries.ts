import type { Queryable } from '@/lib/db/types';
import { agencyMentions, identityOf } from '@/lib/compliance/identity';
import { QUEBEC_TODAY_SQL } from '@/lib/compliance/listing-contract';
import type { LicensedPerson } from '@/lib/compliance/mentions';
import { photoShownSql } from '@/lib/compliance/photo-age';
import type { Member, MemberKind, MembersPage, MemberWithTeam, OfficeOption } from './types';

/**
 * Reads of the members collection (plain SQL on a Queryable, so tests run them on PGlite and
 * PostgreSQL). The office's name comes from the offices collection by (site_id, slug); a
 * member whose office does not exist (yet) keeps its slug and a null office_name.
 */

const EDITOR_COLUMNS = `m.id, m.slug, m.kind, m.name, m.licence_title, m.agency, m.office_slug, o.name as office_name,
  m.avatar, m.subtitle, m.bio, m.phone_display, m.phone_international, m.email, m.languages,
  m.social_links, m.programs, m.team_member_slugs, m.position, m.licence_name, m.licence_number,
  to_char(m.photo_taken_on, 'YYYY-MM-DD') as photo_taken_on, s.advertising as site_advertising`;

/**
 * Public reads: a photo of 5 years or more (or undated) is not shown (rule photo_recent, lib/compliance);
 * cards fall back to the member's initials. The workspace reads it whatever its age, to replace it.
 */
const COLUMNS = EDITOR_COLUMNS.replace('m.avatar,', `case when ${photoShownSql('m', QUEBEC_TODAY_SQL)} then m.avatar end as avatar,`);

const SITE = 'join sites s on s.id = m.site_id';
const FROM = `from members m ${SITE} left join offices o on o.site_id = m.site_id and o.slug = m.office_slug`;

/** Editors order members by hand (position); the name breaks ties so the order is stable. */
const ORDER = 'order by m.position, m.name, m.id';

export const MAX_PAGE_SIZE = 100;

type MemberRow = Omit<Member, 'agency_mention'> & { site_advertising?: unknown };

/**
 * The agency line comes from the site's advertising identity (its registered name and
 * designation, lib/compliance); a site without one keeps the member's own agency text.
 */
function toMember(row: MemberRow): Member {
  const { site_advertising: advertising, ...member } = row;
  const identity = identityOf(advertising);
  const configured = identity.kind === 'own_account' || identity.agency_name !== '';
  const agency_mention = configured ? agencyMentions(identity) : { fr: member.agency, en: member.agency };
  return { ...member, agency_mention, id: Number(member.id), position: Number(member.position) };
}

export interface MemberQuery {
  kind?: MemberKind;
  /** Office slug; absent or null means every office. */
  office?: string | null;
  page?: number;
  limit?: number;
}

function where(siteId: string, query: MemberQuery): { sql: string; params: unknown[] } {
  const params: unknown[] = [siteId];
  const clauses = ['m.site_id = $1'];
  if (query.kind) {
    params.push(query.kind);
    clauses.push(`m.kind = $${params.length}`);
  }
  if (query.office) {
    params.push(query.office);
    clauses.push(`m.office_slug = $${params.length}`);
  }
  return { sql: clauses.join(' and '), params };
}

/**
 * Rows come back packed into one JSON text value: handing hundreds of wide rows across
 * PGlite's WASM boundary one by one cost more than the query (see docs/benchmarks.md, bench:members).
 */
async function packed(db: Queryable, select: string, params: unknown[]): Promise<Member[]> {
  const rows = await db.query<{ data: string }>(`select coalesce(json_agg(x), '[]')::text as data from (${select}) x`, params);
  return (JSON.parse(rows[0]?.data ?? '[]') as MemberRow[]).map(toMember);
}

/** Columns of list answers: everything but the bio (long, and cards do not show it). */
const LIST_COLUMNS = COLUMNS.replace('m.bio,', `'{}'::jsonb as bio,`);

/** One page of members (1-based page), with the total matching the filter. */
export async function listMembers(db: Queryable, siteId: string, query: MemberQuery = {}): Promise<MembersPage> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? 24), 1), MAX_PAGE_SIZE);
  const page = Math.max(Math.trunc(query.page ?? 1), 1);
  const w = where(siteId, query);
  // One round trip: the total (index-only count) and the page, whose ids come first from the
  // narrow (site, kind, position) index, then the wide rows of that page only.
  const rows = await db.query<{ total: number; data: string }>(
    `select (select count(*)::int from members m where ${w.sql}) as total,
            (select coalesce(json_agg(x), '[]')::text from (
               select ${LIST_COLUMNS} from (
                 select m.id from members m where ${w.sql} ${ORDER} limit $${w.params.length + 1} offset $${w.params.length + 2}
               ) p join members m on m.id = p.id ${SITE}
               left join offices o on o.site_id = m.site_id and o.slug = m.office_slug ${ORDER}
             ) x) as data`,
    [...w.params, limit, (page - 1) * limit],
  );
  const items = (JSON.parse(rows[0]?.data ?? '[]') as MemberRow[]).map(toMember);
  return { total: Number(rows[0]?.total ?? 0), page, limit, items };
}

/** Every member of a kind (blocks that page in the browser), capped, without bios. */
export async function listAllMembers(db: Queryable, siteId: string, kind: MemberKind, cap = 500, withBio = false): Promise<Member[]> {
  return packed(db, `select ${withBio ? COLUMNS : LIST_COLUMNS} ${FROM} where m.site_id = $1 and m.kind = $2 ${ORDER} limit $3`, [siteId, kind, cap]);
}

/** The offices members of a kind belong to, for the office dropdown (office order, then slug). */
export async function listMemberOffices(db: Queryable, siteId: string, kind?: MemberKind): Promise<OfficeOption[]> {
  const rows = await db.query<{ slug: string; name: OfficeOption['name'] | null }>(
    `select distinct m.office_slug as slug, o.name, coalesce(o.position, 2147483647) as position
       ${FROM} where m.site_id = $1 and m.office_slug is not null and ($2::text is null or m.kind = $2)
      order by position, slug`,
    [siteId, kind ?? null],
  );
  return rows.map((r) => ({ slug: r.slug, name: r.name ?? { fr: r.slug, en: r.slug } }));
}

/** A member by slug; a team comes with its members, in the order the team lists them. */
export async function getMember(db: Queryable, siteId: string, slug: string): Promise<MemberWithTeam | null> {
  const rows = await db.query<MemberRow>(`select ${COLUMNS} ${FROM} where m.site_id = $1 and m.slug = $2`, [siteId, slug]);
  const row = rows[0];
  if (!row) return null;
  const member = toMember(row);
  if (member.team_member_slugs.length === 0) return { ...member, team: [] };
  const team = await db.query<MemberRow>(
    `select ${COLUMNS} ${FROM} where m.site_id = $1 and m.slug = any($2::text[])`,
    [siteId, member.team_member_slugs],
  );
  const bySlug = new Map(team.map((t) => [t.slug, toMember(t)]));
  return { ...member, team: member.team_member_slugs.flatMap((s) => bySlug.get(s) ?? []) };
}

/** The teams a member belongs to (a broker's profile links to their team). */
export async function teamsOf(db: Queryable, siteId: string, slug: string): Promise<Member[]> {
  const rows = await db.query<MemberRow>(
    `select ${COLUMNS} ${FROM} where m.site_id = $1 and m.kind = 'team' and $2 = any(m.team_member_slugs) ${ORDER}`,
    [siteId, slug],
  );
  return rows.map(toMember);
}

/** Every member of the site in display order, for the editor (no cap: editors see them all). */
export async function listEditorMembers(db: Queryable, siteId: string): Promise<Member[]> {
  const rows = await db.query<MemberRow>(`select ${EDITOR_COLUMNS} ${FROM} where m.site_id = $1 ${ORDER}`, [siteId]);
  return rows.map(toMember);
}

/** The site of a microsite id (public API paths name the microsite). */
export async function siteIdOfMicrosite(db: Queryable, micrositeId: string): Promise<string | null> {
  const rows = await db.query<{ id: string }>('select id from sites where microsite_id = $1 and deleted_at is null limit 1', [micrositeId]);
  return rows[0]?.id ?? null;
}

/** What the advertising mentions read of a member (lib/compliance LicensedPerson), null when it is not the site's. */
export async function getLicensedPerson(db: Queryable, siteId: string, id: number): Promise<LicensedPerson | null> {
  const rows = await db.query<LicensedPerson>(
    'select id, slug, kind, name, licence_name, licence_title, licence_number from members where site_id = $1 and id = $2',
    [siteId, id],
  );
  const row = rows[0];
  return row ? { ...row, id: Number(row.id) } : null;
}

/** Every member as the mentions rule reads them (missingMentions), in display order. */
export async function listLicensedPeople(db: Queryable, siteId: string): Promise<LicensedPerson[]> {
  const rows = await db.query<LicensedPerson>(
    'select id, slug, kind, name, licence_name, licence_title, licence_number from members where site_id = $1 order by position, id',
    [siteId],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

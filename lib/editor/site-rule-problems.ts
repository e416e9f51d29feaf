import type { LicensedPerson } from '@/lib/compliance/mentions';
import { photoStatus } from '@/lib/compliance/photo-age';
import { missingSiteMentions } from '@/lib/compliance/site-mentions';
import type { Queryable } from '@/lib/db/types';
import { quebecDay } from '@/lib/format/date';
import { privacyOfficerProblems } from './privacy-officer-problems';
import type { BlockIssue, PublishRuleProblem } from './validate-blocks';

/** The members screen opened on one member: where a member's missing licence data or old photo is fixed. */
export const memberFixPath = (id: number) => `/qa/members?member=${id}`;
const settingsFixPath = '/qa/general-settings';

interface MemberRow extends LicensedPerson {
  has_photo: boolean;
  photo_taken_on: string | null;
}

/**
 * The rules every publish of a site checks whatever it publishes (pages, variants, articles,
 * header and footer), because every advertisement carries them: the person in charge of
 * personal information, the mandatory mentions' data complete (rule mentions), and no
 * broker photo of 5 years or more (rule photo_recent). Each problem links to what fixes it.
 */
export async function siteRuleProblems(tx: Queryable, siteId: string, today = quebecDay()): Promise<BlockIssue[]> {
  const sites = await tx.query<{ type: string; advertising: unknown }>('select type, advertising from sites where id = $1', [siteId]);
  const site = sites[0];
  if (!site) return privacyOfficerProblems(tx, siteId);
  const members = (
    await tx.query<MemberRow>(
      `select id, slug, kind, name, licence_name, licence_title, licence_number, (avatar is not null) as has_photo, photo_taken_on::text as photo_taken_on
         from members where site_id = $1 order by position, id`,
      [siteId],
    )
  ).map((m) => ({ ...m, id: Number(m.id) }));
  const names = new Map(members.map((m) => [m.id, m.name]));
  const problems: PublishRuleProblem[] = [];
  for (const missing of await missingSiteMentions(tx, { id: siteId, ...site }, members)) {
    if (missing.subject.type === 'site') problems.push({ kind: 'mentions_missing', field: missing.field, member: null, fix: settingsFixPath });
    else problems.push({ kind: 'mentions_missing', field: missing.field, member: names.get(missing.subject.id) ?? missing.subject.slug, fix: memberFixPath(missing.subject.id) });
  }
  for (const m of members) {
    if (m.has_photo && photoStatus(m.photo_taken_on, today) === 'block') problems.push({ kind: 'photo_expired', member: m.name, taken: m.photo_taken_on, fix: memberFixPath(m.id) });
  }
  const issues = problems.map((problem) => ({ path: '', message: englishMessage(problem), problem }));
  return [...(await privacyOfficerProblems(tx, siteId)), ...(issues.length > 0 ? [{ blockId: '', type: '', issues }] : [])];
}

/** A broker photo from 4 years 6 months: the publish goes through, the panel says to replace it soon. */
export interface PhotoWarning {
  member: string;
  taken: string;
  fix: string;
}

export async function photoWarnings(tx: Queryable, siteId: string, today = quebecDay()): Promise<PhotoWarning[]> {
  const members = await tx.query<{ id: number; name: string; photo_taken_on: string | null }>(
    'select id, name, photo_taken_on::text as photo_taken_on from members where site_id = $1 and avatar is not null order by position, id',
    [siteId],
  );
  return members.filter((m) => photoStatus(m.photo_taken_on, today) === 'warn').map((m) => ({ member: m.name, taken: m.photo_taken_on ?? '', fix: memberFixPath(Number(m.id)) }));
}

/** For API clients; the workspace words each problem in its own language (BlockIssuesList). */
function englishMessage(problem: PublishRuleProblem): string {
  if (problem.kind === 'mentions_missing') return `${problem.member ?? 'The site'} lacks ${problem.field} for the mandatory mentions: fix it at ${problem.fix} (rule mentions)`;
  if (problem.kind === 'photo_expired') return `The photo of ${problem.member} is 5 years old or more (or undated): replace it or update its date at ${problem.fix} (rule photo_recent)`;
  return '';
}

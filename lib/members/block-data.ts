import { z } from 'zod';
import type { Queryable } from '@/lib/db/types';
import { cacheTags } from '@/lib/cache/tags';
import { coreDataSource, type BlockDataSource } from '@/lib/content/block-data-source';
import { getMember, listAllMembers, listMemberOffices } from './queries';
import { contextTypes, kindOfContext, type Member, type OfficeOption } from './types';

/**
 * Server core data of the member blocks (spec 001 "Server core data for blocks"): the page
 * keeps the block's settings (context_type, office), the server adds the people when it
 * builds the page response. Registered in lib/cms/block-data.ts.
 */

/** Members a list block carries at most; the demo has about 24, the bench 2,000 (see docs/benchmarks.md). */
export const LIST_BLOCK_CAP = 500;

export interface MembersCoreData {
  total: number;
  members: Member[];
  offices: OfficeOption[];
}

export interface MemberCoreData {
  member: Member | null;
  team: Member[];
}

const listSettings = z.object({
  context_type: z.enum(contextTypes).catch('brokers'),
  office_slug: z.string().nullish().catch(null),
});

async function loadList(db: Queryable, siteId: string, fields: unknown, keepBio = false): Promise<MembersCoreData> {
  const settings = listSettings.parse(fields ?? {});
  const kind = kindOfContext[settings.context_type];
  let members = await listAllMembers(db, siteId, kind, LIST_BLOCK_CAP, keepBio);
  if (settings.office_slug) members = members.filter((m) => m.office_slug === settings.office_slug);
  const offices = settings.office_slug ? [] : await listMemberOffices(db, siteId, kind);
  return { total: members.length, members, offices };
}

const memberSettings = z.object({ member_slug: z.string().trim().max(80).catch('') });

async function loadOne(db: Queryable, siteId: string, fields: unknown): Promise<MemberCoreData> {
  const { member_slug: slug } = memberSettings.parse(fields ?? {});
  const member = slug ? await getMember(db, siteId, slug) : null;
  if (!member) return { member: null, team: [] };
  const { team, ...rest } = member;
  return { member: rest, team };
}

const tags = (siteId: string) => [cacheTags.siteMembers(siteId)];
const list = coreDataSource((db, site, _locale, f) => loadList(db, site, f), tags);
const one = coreDataSource((db, site, _locale, f) => loadOne(db, site, f), tags);

/** The member blocks' data sources (registered in lib/cms/block-data.ts). */
export const memberBlockData: Record<string, BlockDataSource> = {
  member_cards_block: list,
  members_carousel_block: list,
  members_search_hero_block: list,
  team_members_block: one,
  hero_profile_page_block: one,
};

import 'server-only';
import { getDatabaseId, getDb } from '@/lib/db';
import type { Queryable } from '@/lib/db/types';
import { cacheTags } from '@/lib/cache/tags';
import { invalidateMembers, taggedCache } from '@/lib/cache/invalidate';
import type { MemberInput } from './input';
import { listingsByBrokers } from '@/lib/listings/by-broker';
import { withCurrentMediaUrls } from '@/lib/media/resolve';
import { getMember, listMemberOffices, listMembers, teamsOf, type MemberQuery } from './queries';
import { deleteMember, insertMember, reorderMembers, updateMember, type WriteResult } from './writes';

/**
 * The members service for server components and route handlers: reads cached in Next's data
 * cache under the site's members tag, writes that invalidate that tag themselves. Pages whose
 * blocks show members carry the same tag (lib/cms/block-data.ts), so one write refreshes them.
 */

async function cached<T>(siteId: string, key: unknown[], load: () => Promise<T>, extraTags: string[] = []): Promise<T> {
  return taggedCache(load, ['members', await getDatabaseId(), siteId, ...key.map((k) => JSON.stringify(k ?? null))], [cacheTags.siteMembers(siteId), ...extraTags]);
}

export async function getMembersPage(siteId: string, query: MemberQuery) {
  return cached(siteId, ['page', query.kind, query.office, query.page, query.limit], async () => listMembers(await getDb(), siteId, query));
}

export async function getMemberOffices(siteId: string, kind?: MemberQuery['kind']) {
  return cached(siteId, ['offices', kind], async () => listMemberOffices(await getDb(), siteId, kind));
}

export async function getMemberProfile(siteId: string, slug: string) {
  return cached(siteId, ['profile', slug], async () => {
    const db = await getDb();
    const member = await getMember(db, siteId, slug);
    // A replaced library photo shows at its new address (lib/media/resolve.ts).
    return member ? withCurrentMediaUrls(db, siteId, { member, teams: await teamsOf(db, siteId, slug) }) : null;
  });
}

async function write<T extends WriteResult | number>(siteId: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const result = await (await getDb()).transaction(fn);
  if (typeof result === 'number' || result.ok) invalidateMembers(siteId);
  return result;
}

export const createMemberAndInvalidate = (siteId: string, input: MemberInput) => write(siteId, (tx) => insertMember(tx, siteId, input));
export const updateMemberAndInvalidate = (siteId: string, id: number, input: MemberInput) =>
  write(siteId, (tx) => updateMember(tx, siteId, id, input));
export const deleteMemberAndInvalidate = (siteId: string, id: number) => write(siteId, (tx) => deleteMember(tx, siteId, id));
export const reorderMembersAndInvalidate = (siteId: string, ids: number[]) => write(siteId, (tx) => reorderMembers(tx, siteId, ids));

/** A profile's active listings (the broker's, or every team member's), newest first. */
export async function getProfileListings(siteId: string, brokerNames: string[], locale: 'fr' | 'en', limit = 12) {
  return cached(siteId, ['listings', brokerNames, locale, limit], async () => listingsByBrokers(await getDb(), brokerNames, locale, limit), [cacheTags.listings]);
}

import type { MemberCoreData, MembersCoreData } from '@/lib/members/block-data';

/** The block's core data, or an empty list (editor canvas, where the server adds nothing). */
export function membersData(coreData: unknown): MembersCoreData {
  const data = coreData as Partial<MembersCoreData> | undefined;
  return { total: data?.total ?? 0, members: data?.members ?? [], offices: data?.offices ?? [] };
}

export function memberData(coreData: unknown): MemberCoreData {
  const data = coreData as Partial<MemberCoreData> | undefined;
  return { member: data?.member ?? null, team: data?.team ?? [] };
}

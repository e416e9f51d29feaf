import type { Queryable } from '../types';
import { memberInputSchema } from '@/lib/members/input';
import { insertMember } from '@/lib/members/writes';
import { demoMembers } from './members-data';

/** Seeds the demo broker site's members (and their lead recipients), in list order. */
export async function seedMembers(tx: Queryable, siteId: string): Promise<number> {
  if (siteId !== 'demo-broker') return 0;
  let position = 0;
  for (const raw of demoMembers) {
    const result = await insertMember(tx, siteId, memberInputSchema.parse(raw), position++);
    if (!result.ok) throw new Error(`demo member ${raw.slug}: ${result.error}`);
  }
  return demoMembers.length;
}

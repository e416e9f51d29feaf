import type { Queryable } from '@/lib/db/types';
import { memberInputSchema } from '@/lib/members/input';
import { insertMember } from '@/lib/members/writes';
import { DEMO_BROKER } from '@/lib/demo/identity';
import { slugify } from '@/lib/listings/paths';
import { DEMO_EXECUTIVE_OFFICER, demoAgencyMembers, demoMembers } from './members-data';

const membersOf: Record<string, typeof demoMembers> = { 'demo-broker': demoMembers, 'demo-agency': demoAgencyMembers };

/**
 * What each demo site advertises under (rule mentions, lib/compliance): the broker site's
 * broker and its agency, the agency site's own name; each with its executive officer.
 */
const identities: Record<string, { agency_name: string; agency_licence_number: string; officer: string; broker?: string }> = {
  'demo-broker': { agency_name: 'Groupe Courtier Immobilier', agency_licence_number: 'E1538', officer: DEMO_EXECUTIVE_OFFICER, broker: slugify(DEMO_BROKER.name) },
  'demo-agency': { agency_name: 'Agence Immobilière Laurentides', agency_licence_number: 'E2746', officer: 'josee-lefebvre' },
};

/** Seeds a demo site's members (and their lead recipients) in list order, then its advertising identity. */
export async function seedMembers(tx: Queryable, siteId: string): Promise<number> {
  const members = membersOf[siteId] ?? [];
  const ids = new Map<string, number>();
  let position = 0;
  for (const raw of members) {
    const result = await insertMember(tx, siteId, memberInputSchema.parse(raw), position++);
    if (!result.ok) throw new Error(`demo member ${raw.slug}: ${result.error}`);
    ids.set(raw.slug, result.id);
  }
  const identity = identities[siteId];
  if (identity) {
    const advertising = {
      kind: 'agency',
      agency_name: identity.agency_name,
      agency_licence_number: identity.agency_licence_number,
      executive_officer_id: ids.get(identity.officer) ?? null,
      broker_member_id: identity.broker ? (ids.get(identity.broker) ?? null) : null,
      franchise_statement: {},
    };
    await tx.query('update sites set advertising = $2 where id = $1', [siteId, JSON.stringify(advertising)]);
  }
  return members.length;
}

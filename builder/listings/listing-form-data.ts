import 'server-only';
import type { Queryable } from '@/lib/db/types';
import { listEditorMembers } from '@/lib/members/queries';
import { listMunicipalities } from '@/lib/listings/service';

/** What the listing form offers: the municipalities table and the site's brokers and teams. */
export async function listingFormOptions(db: Queryable, siteId: string) {
  const [municipalities, members] = await Promise.all([listMunicipalities(db), listEditorMembers(db, siteId)]);
  return {
    municipalities: municipalities.map((m) => ({ code: m.MUN_CODE, name: m.DESCRIPTION, lat: Number(m.lat), lng: Number(m.lng) })),
    brokers: members.filter((m) => m.kind === 'broker' || m.kind === 'team').map((m) => ({ id: Number(m.id), name: m.name })),
  };
}

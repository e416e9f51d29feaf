import 'server-only';
import { cacheTags } from '@/lib/cache/tags';
import { taggedCache } from '@/lib/cache/invalidate';
import { getDatabaseId, getDb } from '@/lib/db';
import { listBankPartners, listPartners } from './service';
import type { BankPartner, Partner } from './types';

/** Cached reads of the partners collections, tagged by site (invalidated by every write). */
export async function getPartners(siteId: string): Promise<Partner[]> {
  return taggedCache(async () => listPartners(await getDb(), siteId), ['partners', await getDatabaseId(), siteId], [cacheTags.partners(siteId)]);
}

export async function getBankPartners(siteId: string): Promise<BankPartner[]> {
  return taggedCache(async () => listBankPartners(await getDb(), siteId), ['bank-partners', await getDatabaseId(), siteId], [cacheTags.partners(siteId)]);
}

import { cacheTags } from '@/lib/cache/tags';
import { coreDataSource, type BlockDataSource } from '@/lib/content/block-data-source';
import { listBankPartners, listPartners } from './service';
import { bankCardData, partnerCardData } from './view';

const tags = (siteId: string) => [cacheTags.partners(siteId)];

/** partners_block: every partner of the site; bank_partners_block: every bank with its employees. */
export const partnerBlockData: Record<string, BlockDataSource> = {
  partners_block: coreDataSource(async (db, siteId, locale) => ({ partners: (await listPartners(db, siteId)).map((p) => partnerCardData(p, locale)) }), tags),
  bank_partners_block: coreDataSource(async (db, siteId, locale) => ({ banks: (await listBankPartners(db, siteId)).map((b) => bankCardData(b, locale)) }), tags),
};

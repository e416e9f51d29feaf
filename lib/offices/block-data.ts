import { cacheTags } from '@/lib/cache/tags';
import { coreDataSource, type BlockDataSource } from '@/lib/content/block-data-source';
import { listOffices } from './service';
import { officeCardData, selectOffices } from './view';

/**
 * Server core data of the office blocks ("succursales" of spec 001): the offices the block
 * names in `office_slugs` (all when empty), in the page's locale. The page JSON keeps only
 * the block's settings; this is added when the page response is built.
 */
const offices = coreDataSource(
  async (db, siteId, locale, fields) => {
    const slugs = Array.isArray(fields.office_slugs) ? fields.office_slugs.filter((s): s is string => typeof s === 'string') : [];
    return { succursales: selectOffices(await listOffices(db, siteId), slugs).map((o) => officeCardData(o, locale)) };
  },
  (siteId) => [cacheTags.offices(siteId)],
);

/** The office blocks' data sources (registered in lib/cms/block-data.ts). */
export const officeBlockData: Record<string, BlockDataSource> = {
  offices_block: offices,
  offices_map_block: offices,
  map_fullwidth_block: offices,
};

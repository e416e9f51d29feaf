import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import { getOffices } from './cached';
import { officeCardData, selectOffices, type OfficeCardData } from './view';

/**
 * Server core data of the office blocks ("succursales" of spec 001): the offices the block
 * names in `office_slugs` (all when empty), in the page's locale. The page JSON keeps only
 * the block's settings; this is added when the page response is built.
 */
export async function loadOfficesBlockData(
  siteId: string,
  locale: Locale,
  fields: Record<string, unknown>,
): Promise<{ succursales: OfficeCardData[] }> {
  const slugs = Array.isArray(fields.office_slugs) ? fields.office_slugs.filter((s): s is string => typeof s === 'string') : [];
  return { succursales: selectOffices(await getOffices(siteId), slugs).map((o) => officeCardData(o, locale)) };
}

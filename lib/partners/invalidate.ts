import { revalidateTag } from 'next/cache';
import { cacheTags } from '@/lib/cms/cache-tags';

/** After a partner or bank partner write: every page showing partners renders the change. */
export function invalidatePartners(siteId: string): void {
  revalidateTag(cacheTags.partners(siteId), { expire: 0 });
}

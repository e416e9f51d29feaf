import 'server-only';
import { cache } from 'react';
import { getRequestSite } from '@/lib/cms/cached';
import type { Locale } from '@/lib/i18n/locales';
import { getOffice } from '@/lib/offices/cached';
import { officeSlugForPath } from '@/lib/offices/paths';
import type { Office } from '@/lib/offices/types';

/** The office a CMS path names (/bureaux/{slug}, /offices/{slug}) on the request's site, or null. */
export const findOfficeForPath = cache(async (locale: Locale, cmsPath: string): Promise<Office | null> => {
  const slug = officeSlugForPath(locale, cmsPath);
  if (!slug) return null;
  const site = await getRequestSite();
  return site ? getOffice(site.id, slug) : null;
});

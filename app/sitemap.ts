import type { MetadataRoute } from 'next';
import { headers } from 'next/headers';
import { getRequestSite } from '@/lib/cms/cached';
import { getDb } from '@/lib/db';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { sitemapEntries } from '@/lib/seo/sitemap';

export const dynamic = 'force-dynamic';

/** sitemap.xml of the request's site: every page in both locales, with hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = await getRequestSite();
  if (!site) return [];
  const h = await headers();
  const origin = `${h.get('x-forwarded-proto') ?? 'http'}://${h.get('x-forwarded-host') ?? h.get('host')}`;
  const entries = await sitemapEntries(await getDb(), site.id);
  return entries.flatMap((entry) => {
    const languages = Object.fromEntries(
      (Object.entries(entry.paths) as [Locale, string][]).map(([l, p]) => [localeInfo[l].iso, `${origin}${p}`]),
    );
    return (Object.values(entry.paths) as string[]).map((path) => ({
      url: `${origin}${path}`,
      lastModified: entry.lastModified,
      alternates: { languages },
    }));
  });
}

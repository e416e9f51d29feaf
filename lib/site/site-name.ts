import type { Site } from '@/lib/sites/sites';
import type { Locale } from '@/lib/i18n/locales';

/** The site's name and tagline in a language (metadata.site_name), else its registered name. */
export function siteName(site: Pick<Site, 'name' | 'metadata'> | null | undefined, locale: Locale): string {
  if (!site) return '';
  return site.metadata.site_name?.[locale]?.trim() || site.name;
}

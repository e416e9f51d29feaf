import type { BlockContext } from '@/blocks/types';
import type { Metadata, PageResponse } from '@/lib/content/types';
import type { Site } from '@/lib/sites/sites';
import type { Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';
import { brandingVersion } from '@/lib/theme/branding';

type PageContext = Omit<BlockContext, 'index'>;

function contextOf(
  metadata: Metadata,
  siteType: BlockContext['siteType'],
  locale: Locale,
  variantId: string | null,
  alternatePaths: PageContext['alternatePaths'],
): PageContext {
  return {
    locale,
    siteType,
    brandingVersion: brandingVersion(metadata),
    variantId,
    routes: siteRoutes(locale),
    alternatePaths,
    contactForm: {
      showConsent: metadata.contact_form?.show_consent ?? true,
      contactName: metadata.contact_form?.contact_name ?? '',
    },
  };
}

/** What blocks know of the page: derived once from the page response. */
export function blockContextFor(page: PageResponse, locale: Locale): PageContext {
  return contextOf(page.metadata, page.site_type, locale, page.variant?.id ?? null, page.alternate_paths);
}

/** The same for pages without a page response (error and listing pages): from the site. */
export function blockContextForSite(site: Site | null, locale: Locale, alternatePaths: PageContext['alternatePaths']): PageContext {
  return contextOf(site?.metadata ?? {}, site?.type ?? 'broker', locale, null, alternatePaths);
}

/** Blocks whose presence makes the page a full-screen search page without a footer. */
const footerlessBlockTypes = new Set(['property_search_results_block']);

export function hidesFooter(page: PageResponse): boolean {
  return page.content.some((block) => footerlessBlockTypes.has(block.block_type));
}

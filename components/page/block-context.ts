import type { BlockContext } from '@/blocks/types';
import type { PageResponse } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/locales';
import { siteRoutes } from '@/lib/i18n/routes';

/** What blocks know of the page: derived once from the page response. */
export function blockContextFor(page: PageResponse, locale: Locale): Omit<BlockContext, 'index'> {
  return {
    locale,
    siteType: page.site_type,
    brandingVersion: page.metadata.use_remax_branding_2025 ? 2 : 1,
    variantId: page.variant?.id ?? null,
    routes: siteRoutes(locale),
    alternatePaths: page.alternate_paths,
    contactForm: {
      showConsent: page.metadata.contact_form?.show_consent ?? true,
      contactName: page.metadata.contact_form?.contact_name ?? '',
    },
  };
}

/** Blocks whose presence makes the page a full-screen search page without a footer. */
const footerlessBlockTypes = new Set(['property_search_results_block']);

export function hidesFooter(page: PageResponse): boolean {
  return page.content.some((block) => footerlessBlockTypes.has(block.block_type));
}

import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { Block, BlockAbilities, BlockParams } from '@/lib/content/types';
import type { SiteType } from '@/lib/content/site-types';
import type { SiteRoutes } from '@/lib/i18n/routes';
import type { BlockCategory, BlockSpec } from '@/lib/content/block-spec';

// The contracts live in lib/ (lib never imports from blocks/); blocks keep importing them from here.
export type { Block, BlockAbilities, BlockCategory, BlockParams, BlockSpec, SiteRoutes };

/** What every block component knows about the page it is on (never the page itself). */
export interface BlockContext {
  locale: Locale;
  siteType: SiteType;
  brandingVersion: 1 | 2;
  /** Active variant id: internal links carry ?variant= while it is set. */
  variantId: string | null;
  /** Localised paths of the site's special pages (contact, search, blog, legal). */
  routes: SiteRoutes;
  /** Paths of the current page in each locale, for the locale switcher. */
  alternatePaths: { locale: Locale; path: string }[];
  /** 0-based position of the block on the page (first hero loads its image eagerly). */
  index: number;
  /** True when rendered inside the editor canvas. */
  editing?: boolean;
  /**
   * The site's contact form settings (metadata.contact_form, spec 000 "Metadata"): lead
   * forms read show_consent here at render time. Absent (editor, error pages): defaults.
   */
  contactForm?: { showConsent: boolean; contactName: string };
}

export interface BlockComponentProps<F> {
  fields: F;
  params: BlockParams;
  ctx: BlockContext;
  id: string;
  /** The block's server core data (lib/cms/block-data.ts); absent in the editor canvas. */
  coreData?: unknown;
}

/**
 * One entry of the block registry: the block's spec (blocks/<folder>/spec.ts: type,
 * schema, params, abilities, demo, client messages) and its component. The component must be
 * synchronous and free of server-only imports so the editor (Puck, in the browser) can render
 * it too; interactive parts are client leaves it renders.
 */
export interface BlockDefinition<S extends z.ZodType = z.ZodType> extends BlockSpec<S> {
  component: ComponentType<BlockComponentProps<z.infer<S>>>;
}

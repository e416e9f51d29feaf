import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Locale } from '@/lib/i18n/locales';
import type { Block, BlockAbilities, BlockParams } from '@/lib/cms/types';
import type { SiteRoutes } from '@/lib/i18n/routes';
import type { ClientNamespace } from '@/lib/i18n/client-messages';

// The contracts live in lib/ (lib never imports from blocks/); blocks keep importing them from here.
export type { Block, BlockAbilities, BlockParams, SiteRoutes };

/** What every block component knows about the page it is on (never the page itself). */
export interface BlockContext {
  locale: Locale;
  siteType: 'broker' | 'agency';
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

export type BlockCategory =
  | 'headers'
  | 'footers'
  | 'heroes'
  | 'text'
  | 'media'
  | 'cta'
  | 'layout'
  | 'properties'
  | 'members'
  | 'blog'
  | 'forms'
  | 'misc';


/**
 * One entry of the block registry. The component must be synchronous and free of
 * server-only imports so the editor (Puck, in the browser) can render it too;
 * interactive parts are client leaves it renders.
 */
export interface BlockDefinition<S extends z.ZodType = z.ZodType> {
  type: string;
  category: BlockCategory;
  label: { fr: string; en: string };
  schema: S;
  component: ComponentType<BlockComponentProps<z.infer<S>>>;
  abilities: BlockAbilities;
  /** block_params accepted, with their allowed values (spec 000 section 5). */
  params?: Record<string, readonly string[]>;
  /** Demo fields, used by the seed and as the editor's default props. */
  demo: z.input<S>;
  demoParams?: BlockParams;
  /**
   * Message namespaces its client islands read (useTranslations in the browser): the page
   * ships these to the browser, and only these (lib/i18n/client-messages.ts). A block whose
   * islands take their texts as props, or that has no island, declares none.
   */
  clientMessages?: readonly ClientNamespace[];
}

import type { Locale, Localized } from '@/lib/i18n/locales';
import type { SiteType } from './site-types';

/** block_params of spec 000 section 3. */
export interface BlockParams {
  color_scheme?: string;
  orientation_x?: string;
  bg_color_primary?: string;
  text_color?: string;
  coords?: { lat: number; lng: number };
  [key: string]: unknown;
}

/** A block as the content service stores and returns it. */
export interface Block<F = Record<string, unknown>> {
  id: string;
  block_type: string;
  block_params?: BlockParams;
  fields: F;
  /** Server core data (spec 001): a collection's items, added when the response is built, never stored. */
  core_data?: unknown;
}

/** What edit mode lets an editor do with a block on the public page. */
export interface BlockAbilities {
  toggleColorScheme: boolean;
  edit: boolean;
  delete: boolean;
}

export const variantColors = [
  'red', 'pink', 'purple', 'deep-purple', 'indigo', 'blue', 'cyan', 'teal',
  'green', 'lime', 'yellow', 'amber', 'orange', 'brown', 'grey',
] as const;
export type VariantColor = (typeof variantColors)[number];

export interface Variant {
  id: string;
  name: string;
  color: VariantColor;
}

/** One social/search entry of spec 000 section 3 "Seo". */
export interface SeoEntry {
  og_title?: string;
  og_description?: string;
  og_image?: string;
  og_image_type?: string;
  og_image_width?: number;
  og_image_height?: number;
  og_url?: string;
  og_type?: string;
  og_locale?: string;
  fb_app_id?: string;
}

export interface Seo {
  global?: Localized<SeoEntry>;
  facebook?: Localized<SeoEntry>;
  twitter?: Localized<SeoEntry>;
  canonical_url?: Localized<string>;
  robots_index_rule?: string;
}

export interface ScriptTag {
  /** Where the tag goes. */
  position: 'head' | 'body-top' | 'body-bottom';
  /** Same content for every locale, or per locale (forces a full reload on switch). */
  content: string | Localized<string>;
  /** Consent category (lib/consent/categories.ts); a tag without one needs consent as 'marketing'. */
  category?: 'necessary' | 'functional' | 'statistics' | 'marketing';
}

export interface Metadata {
  favicon?: string | null;
  elements?: unknown[];
  tags?: ScriptTag[];
  use_remax_branding_2025?: boolean;
  /** The site's name and tagline per language (titles, og:site_name); `sites.name` when a language has none. */
  site_name?: { fr?: string; en?: string };
  contact_form?: { show_consent?: boolean; contact_name?: string };
  /** The person in charge of the protection of personal information (Law 25), named in the privacy policy. */
  privacy_officer?: PrivacyOfficer;
  /** Supervised publishing: whose publish waits for approval (lib/review/settings.ts; unset: by site type). */
  review?: { brokers?: boolean; editors?: boolean };
  /** Months after which leads and the e-mails' delivery log are anonymised (lib/my-data/retention.ts; default 24). */
  retention_months?: number;
}

export interface PrivacyOfficer {
  /** A person's name, or left empty when the title alone is given. */
  name: string;
  title: { fr: string; en: string };
  email: string;
}

/** Theme settings as the CMS stores them (spec 000 section 9, QA theme settings). */
export interface ThemeSettings {
  preset?: 'blue' | 'red';
  radii?: { sm?: string | null; md?: string | null; lg?: string | null };
  text_color?: string;
  primary_color?: string;
  secondary_color?: string;
  tones?: Record<string, string>;
  greys?: string[];
  color_schemes?: Record<string, Record<string, string>>;
}

/** The page response of spec 000 section 3: the contract between service and renderer. */
export interface PageResponse {
  content: Block[];
  override?: { footer?: Block[]; seo?: Seo } | null;
  header: Block[];
  footer: Block[];
  seo: Seo;
  theme: ThemeSettings;
  metadata: Metadata;
  variant: Variant | null;
  title: Localized<string>;
  alternate_paths: { locale: Locale; path: string }[];
  location: string | null;
  production: boolean;
  microsite_id: string | null;
  site_id: string | null;
  site_type: SiteType;
  site_key: string | null;
  recaptcha: string | null;
  /** A CMS page or a blog post (rendered from an article). */
  page_kind: 'page' | 'blog_post';
}

/** What the service answers: a page, a redirect, or an error status. */
export type PageResult =
  | { status: 200; page: PageResponse }
  | { status: 301 | 302; location: string | null }
  | { status: number; error: string };

import type { Locale, Localized } from '@/lib/i18n/locales';

/** A blog category as the articles endpoint answers it (spec 001 section 3). */
export interface BlogCategory {
  id: number;
  label: Localized<string>;
  articles_count: number;
}

export type ArticleOrder = 'desc' | 'asc';

/** One article card of the archive, the featured-post block and the API, in one language. */
export interface ArticleCard {
  id: number;
  slug: string;
  /** Public path with its locale prefix: /fr/blogue/{slug}-{id}. */
  path: string;
  title: string;
  excerpt: string;
  thumbnails: { url_small: string; url_large: string } | null;
  image_alt: string;
  author: { name: string; thumbnail: string | null } | null;
  categories: { id: number; label: string }[];
  /** Label of the first category (spec 000 "Blog article": category label). */
  category: string | null;
  published_at: string;
  read_time: Localized<number>;
  tags: string[];
}

export interface ArticleListQuery {
  locale: Locale;
  page: number;
  limit: number;
  order: ArticleOrder;
  /** Category ids; empty = all. */
  categories: number[];
  withCategories: boolean;
}

export interface ArticleList {
  total: number;
  page: number;
  limit: number;
  articles: ArticleCard[];
  categories?: BlogCategory[];
}

/** Server data of the posts archive block (spec 001 "articlesListing"): its first page. */
export interface ArticlesListing extends ArticleList {
  categories: BlogCategory[];
  order: ArticleOrder;
  selected: number[];
}

export const ARCHIVE_PAGE_SIZE = 6;

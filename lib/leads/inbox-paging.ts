import type { LeadFilters } from './queries';

/** Leads per inbox page. */
export const INBOX_PAGE_SIZE = 50;

type Query = Record<string, string | string[] | undefined>;

/** ?page= of the inbox: a whole number from 1; anything else is page 1. */
export function readPage(query: Query): number {
  const raw = Array.isArray(query.page) ? query.page[0] : query.page;
  const page = raw && /^\d{1,6}$/.test(raw) ? Number.parseInt(raw, 10) : 1;
  return Math.max(1, page);
}

export interface InboxPage {
  page: number;
  pages: number;
  offset: number;
  limit: number;
}

/** The page to show, kept within the pages that exist (a page past the end shows the last one). */
export function inboxPage(total: number, requested: number, size = INBOX_PAGE_SIZE): InboxPage {
  const pages = Math.max(1, Math.ceil(total / size));
  const page = Math.min(Math.max(1, requested), pages);
  return { page, pages, offset: (page - 1) * size, limit: size };
}

/** The inbox address of another page, with the same filters and language. */
export function inboxPageHref(filters: LeadFilters, page: number, lang: string): string {
  const query = new URLSearchParams();
  if (filters.formType) query.set('type', filters.formType);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.recipient) query.set('recipient', filters.recipient === 'site' ? 'site' : `${filters.recipient.type}:${filters.recipient.slug}`);
  query.set('lang', lang);
  if (page > 1) query.set('page', String(page));
  return `/qa/leads?${query}`;
}

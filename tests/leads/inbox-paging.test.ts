import { describe, expect, it } from 'vitest';
import { INBOX_PAGE_SIZE, inboxPage, inboxPageHref, readPage } from '@/lib/leads/inbox-paging';

describe('inbox paging', () => {
  it('reads ?page=, page 1 for anything else', () => {
    expect(readPage({ page: '3' })).toBe(3);
    expect(readPage({ page: ['2', '5'] })).toBe(2);
    for (const page of [undefined, '0', '-1', 'x', '1e3']) expect(readPage({ page })).toBe(1);
  });

  it('keeps the page within the pages that exist', () => {
    expect(inboxPage(0, 1)).toEqual({ page: 1, pages: 1, offset: 0, limit: INBOX_PAGE_SIZE });
    expect(inboxPage(120, 2, 50)).toEqual({ page: 2, pages: 3, offset: 50, limit: 50 });
    expect(inboxPage(120, 9, 50)).toMatchObject({ page: 3, offset: 100 });
  });

  it('links to another page with the same filters and language', () => {
    expect(inboxPageHref({ formType: 'property_alert', from: '2026-01-01' }, 2, 'en')).toBe('/qa/leads?type=property_alert&from=2026-01-01&lang=en&page=2');
    expect(inboxPageHref({}, 1, 'fr')).toBe('/qa/leads?lang=fr');
  });
});

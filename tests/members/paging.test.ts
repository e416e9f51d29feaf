import { describe, expect, it } from 'vitest';
import { ALL_OFFICES, cardsPerPage, createLoadMoreGate, filterByOffice, hasMore, visibleCards } from '@/blocks/member-cards-block/paging';

describe('member cards per page by breakpoint (spec 001: 16 at xxl, 12 at lg, 8 at md, 6 below)', () => {
  it.each([
    [1920, 16], [1440, 16], [1439, 12], [992, 12], [991, 8], [768, 8], [767, 6], [390, 6],
  ])('%i px -> %i cards', (width, count) => {
    expect(cardsPerPage(width)).toBe(count);
  });
});

const people = Array.from({ length: 20 }, (_, i) => ({ slug: `p${i}`, office_slug: i % 4 === 0 ? 'laval' : 'montreal' }));

describe('load more and office filter', () => {
  it('shows one page, then adds a page per load-more, and knows when all are shown', () => {
    expect(visibleCards(people, 1, 6)).toHaveLength(6);
    expect(visibleCards(people, 2, 6)).toHaveLength(12);
    expect(hasMore(20, 3, 6)).toBe(true);
    expect(visibleCards(people, 4, 6)).toHaveLength(20);
    expect(hasMore(20, 4, 6)).toBe(false);
  });

  it('filters by office; "all" keeps everyone', () => {
    expect(filterByOffice(people, 'laval').map((p) => p.slug)).toEqual(['p0', 'p4', 'p8', 'p12', 'p16']);
    expect(filterByOffice(people, ALL_OFFICES)).toHaveLength(20);
  });

  it('the load-more trigger fires, then stays locked for 1000 ms', () => {
    let t = 0;
    const gate = createLoadMoreGate(1000, () => t);
    expect(gate.tryFire()).toBe(true);
    t = 500;
    expect(gate.tryFire()).toBe(false);
    t = 999;
    expect(gate.tryFire()).toBe(false);
    t = 1000;
    expect(gate.tryFire()).toBe(true);
  });
});

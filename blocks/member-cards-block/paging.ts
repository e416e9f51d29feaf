/**
 * Member cards paging (spec 001 sections 4 and 9): cards per page by breakpoint (16 at xxl
 * and up, 12 at lg, 8 at md, 6 below), the office filter, and the load-more lock.
 * Breakpoints in px as blocks/header-shared/constants.ts (spec 000 section 9).
 */
const LG = 992;
const MD = 768;
const XXL = 1440;

export function cardsPerPage(viewportWidth: number): number {
  if (viewportWidth >= XXL) return 16;
  if (viewportWidth >= LG) return 12;
  if (viewportWidth >= MD) return 8;
  return 6;
}

/** The media queries that change the count, for matchMedia listeners. */
export const perPageQueries = [`(min-width: ${XXL}px)`, `(min-width: ${LG}px)`, `(min-width: ${MD}px)`];

/** The office dropdown's "all" value: every office. */
export const ALL_OFFICES = '';

export function filterByOffice<T extends { office_slug: string | null }>(items: T[], office: string): T[] {
  return office === ALL_OFFICES ? items : items.filter((m) => m.office_slug === office);
}

/** The cards shown after `pages` pages (1-based) of `perPage`. */
export function visibleCards<T>(items: T[], pages: number, perPage: number): T[] {
  return items.slice(0, Math.max(1, pages) * perPage);
}

export function hasMore(total: number, pages: number, perPage: number): boolean {
  return total > Math.max(1, pages) * perPage;
}

/** The load-more trigger fires when within 25% of the viewport of coming into view... */
export const LOAD_MORE_ROOT_MARGIN = '25%';
/** ...then is locked for 1000 ms, so one scroll does not load several pages at once. */
export const LOAD_MORE_LOCK_MS = 1000;

/** A gate that lets one call through, then refuses calls for lockMs. */
export function createLoadMoreGate(lockMs = LOAD_MORE_LOCK_MS, now: () => number = () => Date.now()) {
  let lockedUntil = -Infinity;
  return {
    tryFire(): boolean {
      const t = now();
      if (t < lockedUntil) return false;
      lockedUntil = t + lockMs;
      return true;
    },
  };
}

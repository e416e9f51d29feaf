/**
 * Page scroll lock shared by every overlay (mobile nav, modals): scrolling is blocked
 * while any identifier's request is true (spec 000 section 4, "Scrolling and captcha").
 * Kept as a tiny module until the ui store owns it; its callers only use
 * setScrollLock, so moving the state into the store will not change them.
 */
export const SCROLL_LOCK_CLASS = 'scroll-locked';

const requests = new Set<string>();

/** Requests (locked = true) or releases a scroll lock for one identifier. */
export function setScrollLock(id: string, locked: boolean): void {
  // Requesting an active identifier, or releasing an inactive one, changes nothing.
  if (locked === requests.has(id)) return;
  if (locked) requests.add(id);
  else requests.delete(id);
  applyToBody();
}

export function isScrollLocked(): boolean {
  return requests.size > 0;
}

function applyToBody(): void {
  if (typeof document === 'undefined') return;
  document.body.classList.toggle(SCROLL_LOCK_CLASS, requests.size > 0);
}

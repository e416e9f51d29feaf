/** The skip link's target (spec 000 section 2): exactly one element should carry it. */
export const MAIN_CONTENT_ID = 'main-content';

/** The developer warning for `count` elements with one id, or null when there is no duplicate. */
export function duplicateIdMessage(id: string, count: number): string | null {
  if (count <= 1) return null;
  return `[layout] ${count} elements have id="${id}"; the skip link only reaches the first. Render one <main id="${id}"> per page.`;
}

/**
 * A check that warns at most once per document (a duplicate usually repeats on every page).
 * Returns true when it warned. Dev-only by its caller: the production bundle drops it.
 */
export function createDuplicateIdCheck(id: string, warn: (message: string) => void = (message) => console.warn(message)) {
  let warned = false;
  return (root: Pick<ParentNode, 'querySelectorAll'>): boolean => {
    if (warned) return false;
    const message = duplicateIdMessage(id, root.querySelectorAll(`[id="${id}"]`).length);
    if (!message) return false;
    warned = true;
    warn(message);
    return true;
  };
}

/**
 * Category selection of the posts archive (spec 001 section 4). The state is the list of
 * selected ids; every category selected is "all" (no filter sent to the API).
 */
export function toggleCategory(selected: readonly number[], all: readonly number[], id: number): number[] {
  const allSelected = all.length > 0 && all.every((c) => selected.includes(c));
  // Selecting a category while all are selected keeps only that one.
  if (allSelected) return [id];
  if (selected.includes(id)) {
    const rest = selected.filter((c) => c !== id);
    // Unchecking the last selected one returns to all.
    return rest.length === 0 ? [...all] : rest;
  }
  const next = [...selected, id];
  return all.filter((c) => next.includes(c));
}

/** The dropdown (below xl) sets the selection at once: none means all. */
export function fromDropdown(chosen: readonly number[], all: readonly number[]): number[] {
  const valid = all.filter((c) => chosen.includes(c));
  return valid.length === 0 ? [...all] : valid;
}

/** Ids to send to the API: none when all are selected (spec 001 section 7). */
export function categoriesParam(selected: readonly number[], all: readonly number[]): number[] {
  const allSelected = all.every((c) => selected.includes(c));
  return allSelected ? [] : all.filter((c) => selected.includes(c));
}

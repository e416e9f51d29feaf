import type { PartnerCardData, TagData } from './view';

/** Partners shown before Show more (spec 001 section 9). */
export const PARTNERS_INITIAL = 6;

/** The distinct tags of the partners, in first-seen order: the filter's choices. */
export function partnerTags(partners: PartnerCardData[]): TagData[] {
  const seen = new Map<string, TagData>();
  for (const p of partners) for (const t of p.tags) if (t.key && !seen.has(t.key)) seen.set(t.key, t);
  return [...seen.values()];
}

/**
 * What the partners block shows: the partners with the selected tag (all when none), the
 * first 6 until Show more is pressed. Show more is one-way: it stays open across filters.
 */
export function visiblePartners(
  partners: PartnerCardData[],
  tag: string | null,
  expanded: boolean,
  initial = PARTNERS_INITIAL,
): { shown: PartnerCardData[]; matching: number; canShowMore: boolean } {
  const matching = tag ? partners.filter((p) => p.tags.some((t) => t.key === tag)) : partners;
  const shown = expanded ? matching : matching.slice(0, initial);
  return { shown, matching: matching.length, canShowMore: !expanded && matching.length > initial };
}

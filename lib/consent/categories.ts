import type { ScriptTag } from '@/lib/content/types';

/**
 * Consent categories of the site's script tags (Law 25: a technology that can identify,
 * locate or profile a visitor is off until the visitor turns it on). Only 'necessary'
 * tags load without asking.
 */
export const consentCategories = ['necessary', 'functional', 'statistics', 'marketing'] as const;
export type ConsentCategory = (typeof consentCategories)[number];

/** The categories a visitor can accept or refuse, in the order the banner lists them. */
export const optionalCategories = ['functional', 'statistics', 'marketing'] as const satisfies readonly ConsentCategory[];
export type OptionalCategory = (typeof optionalCategories)[number];

export function isConsentCategory(value: unknown): value is ConsentCategory {
  return typeof value === 'string' && (consentCategories as readonly string[]).includes(value);
}

/**
 * A tag saved before categories existed counts as 'marketing': nobody said it was needed,
 * and the strictest category keeps an unreviewed pixel off for a visitor who accepted only
 * statistics. 'necessary' would load it without consent, the one unsafe guess.
 */
export function tagCategory(tag: Pick<ScriptTag, 'category'>): ConsentCategory {
  return isConsentCategory(tag.category) ? tag.category : 'marketing';
}

export const needsConsent = (tag: Pick<ScriptTag, 'category'>): boolean => tagCategory(tag) !== 'necessary';

/** The optional categories the site's tags use: what the banner offers, nothing more. */
export function usedOptionalCategories(tags: readonly ScriptTag[]): OptionalCategory[] {
  const used = new Set(tags.map(tagCategory));
  return optionalCategories.filter((category) => used.has(category));
}

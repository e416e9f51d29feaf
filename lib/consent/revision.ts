import type { ScriptTag } from '@/lib/content/types';
import { needsConsent, tagCategory } from './categories';

/**
 * The consent revision: a 31-bit FNV-1a hash of the tags that need consent (category,
 * position, content). The banner's cookie keeps the revision the visitor answered; when an
 * admin adds, removes or recategorises such a tag the number changes and the visitor is
 * asked again. Necessary tags do not count: they never needed an answer. 0 when none.
 */
export function consentRevision(tags: readonly ScriptTag[]): number {
  const optional = tags.filter(needsConsent);
  if (optional.length === 0) return 0;
  const text = JSON.stringify(optional.map((tag) => [tagCategory(tag), tag.position, tag.content]));
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  // Never 0, so "no optional tag" and a real list never share a revision.
  return (hash & 0x7fffffff) || 1;
}

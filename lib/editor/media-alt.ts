import type { Block } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import { locales } from '@/lib/i18n/locales';
import { collectMediaIds } from '@/lib/media/resolve';
import { getMediaRows } from '@/lib/media/service';
import type { BlockIssue } from './validate-blocks';

/**
 * Publish validation of library images: an image of the media library shown by the
 * page needs its alt text in French and in English: the library's, or the one the editor typed
 * in the image field for that language (the page's own alt wins when shown, lib/media/resolve.ts).
 * Each block showing one without is listed, with the file and the missing languages, among the
 * page's other problems.
 */
export async function missingAltProblems(db: Queryable, siteId: string, blocks: readonly Block[]): Promise<BlockIssue[]> {
  const perBlock = blocks.map((block) => ({ block, ids: collectMediaIds(block.fields ?? {}) }));
  const all = new Set(perBlock.flatMap((b) => [...b.ids]));
  if (all.size === 0) return [];
  const rows = new Map((await getMediaRows(db, siteId, [...all])).map((row) => [row.id, row] as const));
  const problems: BlockIssue[] = [];
  for (const { block, ids } of perBlock) {
    const issues: BlockIssue['issues'] = [];
    const typedAlt = altTypedOnPage(block.fields ?? {});
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || row.kind !== 'image') continue;
      const typed = typedAlt.get(id);
      const missing = locales.filter((l) => !row.alt?.[l]?.trim() && !typed?.has(l));
      if (missing.length > 0) {
        const image = row.title || row.file_name;
        issues.push({
          path: '',
          message: `Image "${image}" has no alt text in: ${missing.join(', ')}`,
          problem: { kind: 'media_alt_missing', image, locales: missing },
        });
      }
    }
    if (issues.length > 0) problems.push({ blockId: block.id, type: block.block_type, issues });
  }
  return problems;
}

type Locale = (typeof locales)[number];

/** The languages in which the page gives a library file its own alt text ({url, alt, media_id} under a language key). */
function altTypedOnPage(value: unknown, locale: Locale | null = null, out = new Map<string, Set<Locale>>()): Map<string, Set<Locale>> {
  if (Array.isArray(value)) {
    for (const item of value) altTypedOnPage(item, locale, out);
  } else if (value && typeof value === 'object') {
    const entry = value as Record<string, unknown>;
    if (typeof entry.media_id === 'string' && typeof entry.alt === 'string' && entry.alt.trim()) {
      const set = out.get(entry.media_id) ?? new Set<Locale>();
      for (const l of locale ? [locale] : locales) set.add(l);
      out.set(entry.media_id, set);
    }
    for (const [key, item] of Object.entries(entry)) altTypedOnPage(item, (locales as readonly string[]).includes(key) ? (key as Locale) : locale, out);
  }
  return out;
}

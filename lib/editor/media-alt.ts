import type { Block } from '@/lib/cms/types';
import type { Queryable } from '@/lib/db/types';
import { locales } from '@/lib/i18n/locales';
import { collectMediaIds } from '@/lib/media/resolve';
import { getMediaRows } from '@/lib/media/service';
import type { BlockIssue } from './validate-blocks';

/**
 * Publish validation of library images (issue 30): an image of the media library shown by the
 * page needs its alt text in French and in English. Each block showing one without is listed,
 * with the file and the missing languages, among the page's other problems.
 */
export async function missingAltProblems(db: Queryable, siteId: string, blocks: readonly Block[]): Promise<BlockIssue[]> {
  const perBlock = blocks.map((block) => ({ block, ids: collectMediaIds(block.fields ?? {}) }));
  const all = new Set(perBlock.flatMap((b) => [...b.ids]));
  if (all.size === 0) return [];
  const rows = new Map((await getMediaRows(db, siteId, [...all])).map((row) => [row.id, row] as const));
  const problems: BlockIssue[] = [];
  for (const { block, ids } of perBlock) {
    const issues: BlockIssue['issues'] = [];
    for (const id of ids) {
      const row = rows.get(id);
      if (!row || row.kind !== 'image') continue;
      const missing = locales.filter((l) => !row.alt?.[l]?.trim());
      if (missing.length > 0) {
        issues.push({ path: `media:${id}`, message: `Image "${row.title || row.file_name}" has no alt text in: ${missing.join(', ')}` });
      }
    }
    if (issues.length > 0) problems.push({ blockId: block.id, type: block.block_type, issues });
  }
  return problems;
}

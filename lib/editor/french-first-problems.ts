import { getBlockSpec } from '@/lib/content/block-specs';
import type { Block } from '@/lib/content/types';
import { missingFrenchPage, untranslatedFields, type FrenchVersionPart } from '@/lib/compliance/french-first';
import type { Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import type { BlockIssue } from './validate-blocks';

/**
 * Rule french_first as the publish panel lists problems: each block with a field filled in
 * English and empty in French, named by the block's label and position and the field's
 * path (BlockIssuesList words them); and the page's own missing French version.
 */
export function untranslatedFieldProblems(blocks: readonly Block[]): BlockIssue[] {
  const byBlock = new Map<string, BlockIssue>();
  for (const p of untranslatedFields(blocks)) {
    const label = getBlockSpec(p.type)?.label ?? { fr: p.type, en: p.type };
    const issue = byBlock.get(p.blockId) ?? { blockId: p.blockId, type: p.type, label, position: p.position, issues: [] };
    // Item numbers count from 1, as the editor shows repeater items.
    const field = p.path.map((part) => (typeof part === 'number' ? part + 1 : part));
    issue.issues.push({
      path: p.path.join('.'),
      message: `Block ${p.position} (${label.en}): ${p.path.join('.')} is filled in English and empty in French (rule french_first)`,
      problem: { kind: 'french_field_missing', field },
    });
    byBlock.set(p.blockId, issue);
  }
  return [...byBlock.values()];
}

/** The page-level problem of parts that exist in English only, or none. */
export function frenchVersionProblems(parts: readonly FrenchVersionPart[]): BlockIssue[] {
  if (parts.length === 0) return [];
  return [
    {
      blockId: '',
      type: '',
      issues: [
        {
          path: '',
          message: `The English version cannot be published without the French one: add the French ${parts.join(', ')} (rule french_first)`,
          problem: { kind: 'french_version_missing', parts: [...parts] },
        },
      ],
    },
  ];
}

/** A page's French version: its address per language and title, as the publish reads them. */
export async function pageFrenchVersionProblems(tx: Queryable, pageId: number, title: Localized<string>): Promise<BlockIssue[]> {
  const rows = await tx.query<{ locale: 'fr' | 'en'; path: string }>('select locale, path from page_paths where page_id = $1', [pageId]);
  const paths: Localized<string> = Object.fromEntries(rows.map((row) => [row.locale, row.path]));
  return frenchVersionProblems(missingFrenchPage({ paths, title: title ?? {} }));
}

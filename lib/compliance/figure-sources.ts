import { pick, type Localized } from '@/lib/i18n/locales';

/**
 * Rule `figure_source` (rules.ts): a block that presents figures as facts names, per
 * figure, its source and its date; the page shows them with the figure and a publish
 * without them is refused (lib/editor/publish.ts).
 */

/** Blocks whose repeater items are figures, by block type: the repeater's field. */
export const figureRepeaters: Readonly<Record<string, string>> = { statistics_block: 'statistics_repeater' };

/** 'YYYY', 'YYYY-MM' or 'YYYY-MM-DD': how precisely a source dates its figure. */
export const SOURCE_DATE = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/;

export interface FigureProblem {
  rule: 'figure_source';
  blockId: string;
  type: string;
  /** The item's path in the block's fields ('statistics_repeater.2'). */
  path: string;
  missing: 'source' | 'source_date';
}

interface FigureItem {
  source?: Localized<string>;
  source_date?: string;
}

interface BlockLike {
  id: string;
  block_type: string;
  fields?: Record<string, unknown> | null;
}

export function figureSourceProblems(blocks: readonly BlockLike[]): FigureProblem[] {
  const problems: FigureProblem[] = [];
  for (const block of blocks) {
    const key = figureRepeaters[block.block_type];
    const items = key ? block.fields?.[key] : undefined;
    if (!key || !Array.isArray(items)) continue;
    items.forEach((raw, index) => {
      const item = (raw ?? {}) as FigureItem;
      const at = (missing: FigureProblem['missing']) => problems.push({ rule: 'figure_source', blockId: block.id, type: block.block_type, path: `${key}.${index}`, missing });
      if (!pick(item.source, 'fr')?.trim()) at('source');
      if (!item.source_date || !SOURCE_DATE.test(item.source_date)) at('source_date');
    });
  }
  return problems;
}

import { getBlockSpec } from '@/lib/blocks/catalog';
import type { Block } from '@/lib/cms/types';
import type { Locale } from '@/lib/i18n/locales';

export interface BlockIssue {
  blockId: string;
  type: string;
  issues: { path: string; message: string; problem?: MissingAlt | FigureSourceMissing | TestimonialConsentMissing }[];
}

/**
 * A problem the workspace words in its own language (builder/workspace/BlockIssuesList.tsx);
 * `message` stays, in English, for API clients.
 */
export interface MissingAlt {
  kind: 'media_alt_missing';
  /** The file's title, or its file name. */
  image: string;
  /** The languages whose alt text is missing. */
  locales: Locale[];
}

/** A figure without its source or date (rule figure_source, lib/compliance), by its position in the block. */
export interface FigureSourceMissing {
  kind: 'figure_source_missing';
  /** 1-based, as the editor counts the block's items. */
  item: number;
  missing: 'source' | 'source_date';
}

/** A testimonial without its client's recorded consent (rule testimonial_consent, lib/compliance). */
export interface TestimonialConsentMissing {
  kind: 'testimonial_consent_missing';
  /** 1-based, as the editor counts the block's items. */
  item: number;
  missing: 'consent_date' | 'consent_method';
}

/**
 * Checks every block against its registry schema, as the public renderer will: a block
 * of an unknown type or with fields its schema rejects is listed with what is wrong.
 */
export function validateBlocks(blocks: readonly Block[]): BlockIssue[] {
  const problems: BlockIssue[] = [];
  for (const block of blocks) {
    const definition = getBlockSpec(block.block_type);
    if (!definition) {
      problems.push({ blockId: block.id, type: block.block_type, issues: [{ path: '', message: `Unknown block type "${block.block_type}"` }] });
      continue;
    }
    const parsed = definition.schema.safeParse(block.fields ?? {});
    if (!parsed.success) {
      problems.push({
        blockId: block.id,
        type: block.block_type,
        issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
    }
  }
  return problems;
}

import { getBlockSpec } from '@/lib/content/block-specs';
import type { Block } from '@/lib/content/types';
import type { MissingField } from '@/lib/compliance/mentions';
import type { Locale } from '@/lib/i18n/locales';

export interface BlockIssue {
  /** Empty for a problem of the whole page or site (nothing to select). */
  blockId: string;
  type: string;
  /** The block's name and 1-based position, for problems the editor names that way. */
  label?: { fr: string; en: string };
  position?: number;
  issues: { path: string; message: string; problem?: MissingAlt | FigureSourceMissing | PublishRuleProblem | TestimonialConsentMissing | FieldInvalid }[];
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

/** A field filled in English and empty in French (rule french_first): its path, as the editor labels it. */
export interface FrenchFieldMissing {
  kind: 'french_field_missing';
  /** Property names and 1-based item numbers, outermost first. */
  field: (string | number)[];
}

/** A field its block's schema refuses: its path as the editor labels it (item numbers from 1). */
export interface FieldInvalid {
  kind: 'field_invalid';
  field: (string | number)[];
}

/** An English page or article without its French version (rule french_first). */
export interface FrenchVersionMissing {
  kind: 'french_version_missing';
  parts: ('path' | 'title' | 'excerpt' | 'content')[];
}

/** The site names no person in charge of personal information (rule privacy_officer). */
export interface PrivacyOfficerMissing {
  kind: 'privacy_officer_missing';
  /** Where the editor names that person, per language of the workspace. */
  settings: { fr: string; en: string };
}

/** A mandatory mention's data the site or one of its brokers lacks (rule mentions). */
export interface MentionsMissing {
  kind: 'mentions_missing';
  field: MissingField;
  /** The member's name; null for the site's own data. */
  member: string | null;
  /** The workspace page that fixes it (the settings, or the members screen opened on the member). */
  fix: string;
}

/** A broker photo of 5 years or more, or undated (rule photo_recent). */
export interface PhotoExpired {
  kind: 'photo_expired';
  member: string;
  taken: string | null;
  fix: string;
}

export type PublishRuleProblem = FrenchFieldMissing | FrenchVersionMissing | PrivacyOfficerMissing | MentionsMissing | PhotoExpired;

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
        issues: parsed.error.issues.map((issue) => ({
          path: issue.path.join('.'),
          message: issue.message,
          problem: { kind: 'field_invalid', field: issue.path.filter((part): part is string | number => typeof part !== 'symbol').map((part) => (typeof part === 'number' ? part + 1 : part)) },
        })),
      });
    }
  }
  return namedProblems(problems, blocks);
}

/**
 * Each block's problem named as the editor sees the block: its label in both languages and
 * its 1-based position among `blocks` (the refusal said "image_text_block (image_text_block-6d1d…)").
 */
export function namedProblems(problems: BlockIssue[], blocks: readonly Block[]): BlockIssue[] {
  const positions = new Map(blocks.map((block, index) => [block.id, index + 1]));
  return problems.map((problem) => {
    if (!problem.blockId || (problem.label && problem.position)) return problem;
    const label = getBlockSpec(problem.type)?.label ?? { fr: problem.type, en: problem.type };
    const position = positions.get(problem.blockId);
    return position ? { ...problem, label, position } : problem;
  });
}

import type { Block } from '@/lib/content/types';
import type { Queryable } from '@/lib/db/types';
import type { Localized } from '@/lib/i18n/locales';
import { complianceProblems } from './compliance-problems';
import { pageFrenchVersionProblems, untranslatedFieldProblems } from './french-first-problems';
import { siteRuleProblems } from './site-rule-problems';
import { missingAltProblems } from './media-alt';
import { namedProblems, validateBlocks, type BlockIssue } from './validate-blocks';

/**
 * Every check a page version must pass to go online: its blocks' schemas, alt text, the
 * advertising rules, French first and the site's own rules (mentions data, broker photos, the
 * person in charge: ./site-rule-problems.ts). One list
 * for every way a version is published (the editor's publish, an approved submission).
 */
export async function pagePublishProblems(
  tx: Queryable,
  siteId: string,
  pageId: number,
  version: { title: Localized<string>; content: Block[] },
): Promise<BlockIssue[]> {
  return namedProblems(
    [
      ...(await siteRuleProblems(tx, siteId)),
      ...(await pageFrenchVersionProblems(tx, pageId, version.title)),
      ...validateBlocks(version.content),
      ...(await missingAltProblems(tx, siteId, version.content)),
      ...complianceProblems(version.content),
      ...untranslatedFieldProblems(version.content),
    ],
    version.content,
  );
}

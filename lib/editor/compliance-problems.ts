import { getBlockSpec } from '@/lib/content/block-specs';
import type { Block } from '@/lib/content/types';
import { figureSourceProblems } from '@/lib/compliance/figure-sources';
import { testimonialConsentProblems } from '@/lib/compliance/testimonial-consent';
import type { BlockIssue } from './validate-blocks';

/**
 * The advertising rules a page's blocks break (lib/compliance), as the publish panel lists
 * problems: one entry per block, named by its label and position (the editor never sees a
 * block's id), each problem worded by the workspace (BlockIssuesList).
 */
export function complianceProblems(blocks: readonly Block[]): BlockIssue[] {
  const byBlock = new Map<string, BlockIssue>();
  const entry = (blockId: string, type: string): BlockIssue => {
    const position = blocks.findIndex((b) => b.id === blockId) + 1;
    return byBlock.get(blockId) ?? { blockId, type, label: getBlockSpec(type)?.label ?? { fr: type, en: type }, position, issues: [] };
  };
  for (const p of figureSourceProblems(blocks)) {
    const issue = entry(p.blockId, p.type);
    const item = Number(p.path.split('.').pop()) + 1;
    issue.issues.push({
      path: `${p.path}.${p.missing}`,
      message: `Figure ${item} has no ${p.missing === 'source' ? 'source' : 'source date'} (rule ${p.rule})`,
      problem: { kind: 'figure_source_missing', item, missing: p.missing },
    });
    byBlock.set(p.blockId, issue);
  }
  for (const p of testimonialConsentProblems(blocks)) {
    const issue = entry(p.blockId, p.type);
    const item = Number(p.path.split('.').pop()) + 1;
    issue.issues.push({
      path: `${p.path}.${p.missing}`,
      message: `Testimonial ${item} has no consent ${p.missing === 'consent_date' ? 'date' : 'method'} (rule ${p.rule})`,
      problem: { kind: 'testimonial_consent_missing', item, missing: p.missing },
    });
    byBlock.set(p.blockId, issue);
  }
  return [...byBlock.values()];
}

'use client';

import { useTranslations } from 'next-intl';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import styles from './styles.module.css';

/**
 * The invalid blocks of a refused publish, each with what is wrong; with onSelect, each
 * block's name is a button that selects the block on the canvas.
 */
export function BlockIssuesList({ problems, onSelect }: { problems: readonly BlockIssue[]; onSelect?: (blockId: string) => void }) {
  const t = useTranslations('editor.workspace');
  return (
    <ul className={styles.problems}>
      {problems.map((problem) => {
        const name = t('block-issue', { type: problem.type, id: problem.blockId });
        return (
          <li key={problem.blockId}>
            {onSelect ? (
              <button type="button" className={styles.problemLink} title={t('select-block')} onClick={() => onSelect(problem.blockId)}>
                {name}
              </button>
            ) : (
              name
            )}
            {': '}
            {problem.issues.map((issue) => `${issue.path || '-'} ${issue.message}`).join('; ')}
          </li>
        );
      })}
    </ul>
  );
}

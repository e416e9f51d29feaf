'use client';

import { useTranslations } from 'next-intl';
import styles from '@/builder/workspace/workspace.module.css';
import type { BlockIssue } from '@/lib/editor/validate-blocks';

type State = { kind: string; version?: number; problems?: BlockIssue[]; message?: string };

/** The outcome of Publier: the version, or every invalid block with what is wrong. */
export function PublishProblems({ state }: { state: State }) {
  const t = useTranslations('editor.workspace');
  if (state.kind === 'published') return <div className={styles.info} role="status">{t('published', { version: state.version ?? 0 })}</div>;
  if (state.kind === 'error') return <div className={styles.banner} role="alert">{t('save-error', { message: state.message ?? '' })}</div>;
  if (state.kind !== 'invalid') return null;
  const problems = state.problems ?? [];
  return (
    <div className={styles.banner} role="alert">
      <div>
        <strong>{t('publish-invalid', { count: problems.length })}</strong>
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem.blockId}>
              {t('block-issue', { type: problem.type, id: problem.blockId })}
              {': '}
              {problem.issues.map((issue) => `${issue.path || '-'} ${issue.message}`).join('; ')}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

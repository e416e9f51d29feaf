'use client';

import { useTranslations } from 'next-intl';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import styles from '@/builder/workspace/styles.module.css';
import type { PhotoWarning } from '@/lib/editor/site-rule-problems';
import type { BlockIssue } from '@/lib/editor/validate-blocks';

type State = { kind: string; version?: number; problems?: BlockIssue[]; message?: string; warnings?: PhotoWarning[] };

/**
 * The outcome of Publier: the version, or every invalid block with what is wrong; a
 * block's entry selects it on the canvas.
 */
export function PublishProblems({ state, onSelectBlock }: { state: State; onSelectBlock?: (blockId: string) => void }) {
  const t = useTranslations('editor.workspace');
  if (state.kind === 'published') {
    return (
      <div className={styles.info} role="status">
        {t('published', { version: state.version ?? 0 })}
        <PhotoWarnings warnings={state.warnings ?? []} />
      </div>
    );
  }
  if (state.kind === 'error') return <div className={styles.banner} role="alert">{t('save-error', { message: state.message ?? '' })}</div>;
  if (state.kind !== 'invalid') return null;
  const problems = state.problems ?? [];
  return (
    <div className={styles.banner} role="alert">
      <div>
        <strong>{problems.some((p) => p.blockId) ? t('publish-invalid', { count: problems.filter((p) => p.blockId).length }) : t('publish-refused')}</strong>
        <BlockIssuesList problems={problems} onSelect={onSelectBlock} />
      </div>
    </div>
  );
}

/** Rule photo_recent: the brokers whose photo turns 5 within six months, each linking to their record. */
export function PhotoWarnings({ warnings }: { warnings: readonly PhotoWarning[] }) {
  const t = useTranslations('editor.workspace');
  if (warnings.length === 0) return null;
  return (
    <div data-photo-warnings>
      {t('photo-warnings')}
      <ul>
        {warnings.map((w) => (
          <li key={w.fix}>{t.rich('photo-warn', { member: w.member, taken: w.taken, link: (chunks) => <a href={w.fix}>{chunks}</a> })}</li>
        ))}
      </ul>
    </div>
  );
}

'use client';

import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callEditorApi } from '@/builder/api';
import { PreviewButton } from '@/builder/shared/PreviewButton';
import { BlockIssuesList } from '@/builder/workspace/BlockIssuesList';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import styles from '@/builder/collections/styles.module.css';
import { button } from '@/builder/shell/button';

/**
 * Where the article stands for visitors (live, published but not yet visible, offline, live
 * with unpublished changes) and
 * what the editor can do about it: publish (the changes), take it off the site, discard the
 * changes, preview the draft in the public page (draft mode). Where the site reviews the
 * editor's role, publishing is submitting for approval.
 */
export function ArticlePublication({
  id,
  live,
  visible,
  hasDraft,
  previewPath,
  review = false,
}: {
  id: number;
  live: boolean;
  visible: boolean;
  hasDraft: boolean;
  previewPath: string | null;
  /** The editor's publish is a submission for approval on this site. */
  review?: boolean;
}) {
  const t = useTranslations('collectionsEditor');
  const tr = useTranslations('editor.review');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  // A refused publish (French first, the person in charge): why, in the editor's language.
  const [refusals, setRefusals] = useState<BlockIssue[]>([]);
  const act = async (action: 'publish' | 'unpublish' | 'discard') => {
    setBusy(true);
    setProblem('');
    setRefusals([]);
    const answer = await callEditorApi<{ problems?: BlockIssue[] }>('POST', `/api/editor/articles/${id}`, { action });
    setBusy(false);
    if (answer.ok) router.refresh();
    else if (answer.body.error === 'invalid_blocks') setRefusals(answer.body.problems ?? []);
    else setProblem(t('articles-action-failed', { message: answer.body.message ?? String(answer.status) }));
  };
  const state = hasDraft && live ? 'articles-state-draft' : live && !visible ? 'articles-state-not-yet' : live ? 'articles-state-live' : 'articles-state-offline';
  return (
    <div role="group" aria-label={t(state)}>
      <p>
        <strong data-testid="article-state">{t(state)}</strong>
      </p>
      <div className={styles.row}>
        {!live || hasDraft ? (
          <button type="button" className={button('primary')} disabled={busy} onClick={() => void act('publish')}>
            {review ? tr('submit') : live ? t('articles-publish-changes') : t('articles-publish')}
          </button>
        ) : null}
        {hasDraft ? (
          <button
            type="button"
            className={button('secondary')}
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('articles-discard-confirm'))) void act('discard');
            }}
          >
            {t('articles-discard')}
          </button>
        ) : null}
        {previewPath ? (
          <PreviewButton path={previewPath} className={button('secondary')}>
            {t('articles-preview')}
          </PreviewButton>
        ) : null}
        {live ? (
          <button type="button" className={button('quiet')} disabled={busy} onClick={() => void act('unpublish')}>
            {t('articles-unpublish')}
          </button>
        ) : null}
        {problem ? <span role="alert">{problem}</span> : null}
      </div>
      {refusals.length > 0 ? (
        <div role="alert">
          <BlockIssuesList problems={refusals} />
        </div>
      ) : null}
    </div>
  );
}

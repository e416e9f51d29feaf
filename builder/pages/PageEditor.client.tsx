'use client';

import type { Data } from '@puckeditor/core';
import { useLocale, useTranslations } from 'next-intl';
import { useCallback, useMemo, useState } from 'react';
import type { ConfigLabels } from '@/builder/config';
import { blocksToData, dataToBlocks, dataToRoot } from '@/builder/page-data';
import { sanitizeBlocksRichText } from '@/builder/rich-text';
import { callEditorApi } from '@/builder/api';
import { PuckWorkspace, type WorkspaceSite } from '@/builder/workspace/PuckWorkspace.client';
import { useBlockSelection } from '@/builder/workspace/use-block-selection';
import { useDraftAutosave, type DraftPayload, type SavedDraftAnswer } from '@/builder/workspace/use-draft-autosave';
import { usePagePresence } from '@/builder/workspace/use-page-presence';
import styles from '@/builder/workspace/styles.module.css';
import type { EditablePage } from '@/lib/editor/editable-page';
import { staleBlocks } from '@/lib/editor/locale-changes';
import type { PhotoWarning } from '@/lib/editor/site-rule-problems';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { PublishProblems } from './PublishProblems';
import { SaveStatus } from './SaveStatus';
import { VariantsPanel } from './VariantsPanel.client';
import { VersionsPanel } from './VersionsPanel.client';
import { PreviewButton } from '@/builder/shared/PreviewButton';
import { formatDateTime } from '@/lib/format';
import { ReviewNotice } from '@/builder/review/ReviewNotice.client';
import type { ItemReview } from '@/lib/review/queue';

export interface PageEditorProps {
  page: EditablePage;
  labels: ConfigLabels;
  dictionary: Record<string, string>;
  canvasCss: string;
  site: WorkspaceSite;
  /** ?block=<id>: open with this block selected and scrolled into view (edit mode's Edit). */
  initialBlockId?: string | null;
  /** Whether this editor's publish is a submission for approval here, and where the page stands in review. */
  review: { applies: boolean; viewer: string; state: Pick<ItemReview, 'pending' | 'lastDecision'> };
}

type PublishState = { kind: 'idle' } | { kind: 'publishing' } | { kind: 'published'; version: number; warnings: PhotoWarning[] } | { kind: 'submitted' } | { kind: 'invalid'; problems: BlockIssue[] } | { kind: 'error'; message: string };

/** /qa/pages/[id]/edit: Puck over the page's draft, autosaved, published on demand. */
export function PageEditor({ page, labels, dictionary, canvasCss, site, initialBlockId = null, review }: PageEditorProps) {
  const t = useTranslations('editor.workspace');
  const qaLocale = useLocale() === 'en' ? 'en' : 'fr';
  const tr = useTranslations('editor.review');
  const [reviewState, setReviewState] = useState(review.state);
  const initial: DraftPayload = useMemo(() => ({ content: page.content, title: page.title, seo: page.seo, paths: page.paths }), [page]);
  const initialData = useMemo(() => blocksToData(page.content, { title: page.title, seo: page.seo, paths: page.paths }) as Data, [page]);
  const [localeChanges, setLocaleChanges] = useState(page.localeChanges);
  const onSaved = useCallback((answer: SavedDraftAnswer) => {
    if (answer.localeChanges) setLocaleChanges(answer.localeChanges);
  }, []);
  const staleLocales = useMemo(() => staleBlocks(localeChanges), [localeChanges]);
  const autosave = useDraftAutosave(page.id, page.version, initial, onSaved);
  const selection = useBlockSelection(initialBlockId);
  const [missingBlock, setMissingBlock] = useState<string | null>(null);
  const otherEditor = usePagePresence(page.id);
  const [publishState, setPublishState] = useState<PublishState>({ kind: 'idle' });
  const [panel, setPanel] = useState<'versions' | 'variants' | null>(null);
  const { schedule, flush, version, setVersion } = autosave;

  // Puck's data as it is now; converted (and sanitised) only when the autosave runs.
  const onChange = useCallback((data: Data) => schedule(() => ({ content: sanitizeBlocksRichText(dataToBlocks(data)), ...dataToRoot(data) })), [schedule]);

  const publish = useCallback(async () => {
    setPublishState({ kind: 'publishing' });
    if (!(await flush())) {
      setPublishState({ kind: 'idle' });
      return;
    }
    const answer = await callEditorApi<{ version: number; published_version: number; warnings?: PhotoWarning[]; problems?: BlockIssue[]; submitted?: true; submission_id?: number }>(
      'POST',
      `/api/editor/pages/${page.id}/publish`,
      { expectedVersion: version.current },
    );
    if (answer.ok && answer.body.submitted) {
      // Submitted for approval: the draft is unchanged, the published version stays online.
      setReviewState({ pending: { id: answer.body.submission_id ?? 0, at: new Date().toISOString(), by: review.viewer }, lastDecision: null });
      setPublishState({ kind: 'submitted' });
    } else if (answer.ok) {
      setVersion(answer.body.version);
      setPublishState({ kind: 'published', version: answer.body.published_version, warnings: answer.body.warnings ?? [] });
    } else if (answer.body.error === 'invalid_blocks') {
      setPublishState({ kind: 'invalid', problems: answer.body.problems ?? [] });
    } else {
      setPublishState({ kind: 'error', message: answer.body.message ?? String(answer.status) });
    }
  }, [flush, page.id, review.viewer, setVersion, version]);

  const withdraw = useCallback(async () => {
    if (!reviewState.pending) return;
    const answer = await callEditorApi('POST', `/api/editor/review/${reviewState.pending.id}/withdraw`);
    if (answer.ok) setReviewState({ pending: null, lastDecision: null });
    else setPublishState({ kind: 'error', message: answer.body.message ?? String(answer.status) });
  }, [reviewState.pending]);

  const previewPath = page.paths.fr !== undefined ? `/fr${page.paths.fr === '/' ? '' : page.paths.fr}` : `/en${page.paths.en === '/' ? '' : (page.paths.en ?? '')}`;
  const conflict = autosave.state.kind === 'conflict' ? autosave.state : null;

  return (
    <>
      {conflict ? (
        <div className={styles.banner} role="alert">
          <span>
            {conflict.updatedBy && conflict.updatedAt
              ? t('conflict', { name: conflict.updatedBy, date: formatDateTime(conflict.updatedAt, qaLocale) })
              : t('conflict-unknown')}
          </span>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => window.location.reload()}>
            {t('reload')}
          </button>
        </div>
      ) : null}
      {otherEditor ? <div className={styles.info} role="status">{t('presence', { name: otherEditor })}</div> : null}
      {missingBlock ? <div className={styles.info} role="status">{t('block-not-found', { id: missingBlock })}</div> : null}
      {publishState.kind === 'submitted' ? null : <ReviewNotice review={reviewState} onWithdraw={review.applies ? () => void withdraw() : undefined} />}
      {publishState.kind === 'submitted' ? (
        <div className={styles.info} role="status" data-testid="review-notice" data-state="submitted">
          {tr('submitted')}
        </div>
      ) : null}
      <PublishProblems state={publishState} onSelectBlock={selection.select} />
      <PuckWorkspace
        title={page.title[labels.qaLocale] ?? page.title.fr ?? ''}
        initialData={initialData}
        labels={labels}
        scope="page"
        canvasCss={canvasCss}
        site={site}
        dictionary={dictionary}
        localeSwitchLabel={t('edit-locale')}
        onChange={onChange}
        staleLocales={staleLocales}
        selectRequest={selection.request}
        onBlockMissing={setMissingBlock}
        actions={
          <>
            <SaveStatus state={autosave.state} />
            <a href={`/qa?lang=${labels.qaLocale}`} className="btn btn--link btn--small">{t('back')}</a>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setPanel(panel === 'versions' ? null : 'versions')} aria-expanded={panel === 'versions'}>
              {t('versions')}
            </button>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setPanel(panel === 'variants' ? null : 'variants')} aria-expanded={panel === 'variants'}>
              {t('variants')}
            </button>
            <PreviewButton path={previewPath} className="btn btn--secondary btn--small">
              {t('preview')}
            </PreviewButton>
            <button type="button" className="btn btn--primary btn--small" onClick={() => void publish()} disabled={publishState.kind === 'publishing' || conflict !== null}>
              {review.applies ? (publishState.kind === 'publishing' ? tr('submitting') : tr('submit')) : publishState.kind === 'publishing' ? t('publishing') : t('publish')}
            </button>
          </>
        }
      />
      {panel === 'versions' ? (
        <VersionsPanel pageId={page.id} onClose={() => setPanel(null)} onRestored={() => window.location.reload()} />
      ) : null}
      {panel === 'variants' ? <VariantsPanel pageId={page.id} previewPath={previewPath} onClose={() => setPanel(null)} /> : null}
    </>
  );
}

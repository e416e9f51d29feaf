'use client';

import type { Data } from '@puckeditor/core';
import { useTranslations } from 'next-intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Block } from '@/blocks/types';
import type { BlockIssue } from '@/lib/editor/validate-blocks';
import { blocksToData, dataToBlocks } from '../page-data';
import { sanitizeBlocksRichText } from '../rich-text';
import { callEditorApi } from '@/builder/api';
import { BlockIssuesList } from './BlockIssuesList';
import { PuckWorkspace } from './PuckWorkspace.client';
import { useBlockSelection } from './use-block-selection';
import type { WorkspaceProps } from './workspace-props';
import styles from './styles.module.css';

export interface BlocksEditorProps extends WorkspaceProps {
  title: string;
  blocks: Block[];
  scope: 'page' | 'chrome' | 'article';
  /** Edit one locale only (an article's content of one language). */
  fixedLocale?: 'fr' | 'en';
  /** PUT target and the body it takes: {[blocksKey]: blocks, ...extra}. */
  saveUrl: string;
  blocksKey: 'content' | 'blocks';
  extra?: Record<string, unknown>;
  /** POSTed after a successful save (publishing a variant), if set. */
  publishUrl?: string;
  saveLabel: string;
  backHref: string;
  /** Text of the back link (default: back to the pages). */
  backLabel?: string;
}

/**
 * Puck over a plain list of blocks saved explicitly (site header/footer, a variant's
 * content): no draft versioning; saving validates every block server-side.
 */
export function BlocksEditor(props: BlocksEditorProps) {
  const t = useTranslations('editor.workspace');
  const initialData = useMemo(() => blocksToData(props.blocks) as Data, [props.blocks]);
  // Puck's latest data, converted (and its rich text sanitised) only when saving.
  const current = useRef<Data | null>(null);
  const [status, setStatus] = useState<{ kind: 'idle' | 'saving' } | { kind: 'saved'; live: boolean } | { kind: 'invalid'; problems: BlockIssue[] } | { kind: 'error'; message: string }>({ kind: 'idle' });
  const selection = useBlockSelection();
  const onChange = useCallback((data: Data) => {
    current.current = data;
  }, []);

  const save = async () => {
    setStatus({ kind: 'saving' });
    const answer = await callEditorApi<{ problems?: BlockIssue[]; live?: boolean }>('PUT', props.saveUrl, { ...props.extra, [props.blocksKey]: current.current ? sanitizeBlocksRichText(dataToBlocks(current.current)) : props.blocks });
    const published = answer.ok && props.publishUrl ? await callEditorApi<{ problems?: BlockIssue[] }>('POST', props.publishUrl) : answer;
    // `live: false`: the save waits in a draft (a published article's content).
    if (published.ok) setStatus({ kind: 'saved', live: answer.body.live !== false });
    else if (published.body.error === 'invalid_blocks') setStatus({ kind: 'invalid', problems: published.body.problems ?? [] });
    else setStatus({ kind: 'error', message: published.body.message ?? String(published.status) });
  };

  return (
    <>
      {status.kind === 'invalid' ? (
        <div className={styles.banner} role="alert">
          <strong>{status.problems.some((p) => p.blockId) ? t('publish-invalid', { count: status.problems.filter((p) => p.blockId).length }) : t('publish-refused')}</strong>
          <BlockIssuesList problems={status.problems} onSelect={selection.select} />
        </div>
      ) : null}
      {status.kind === 'error' ? <div className={styles.banner} role="alert">{t('save-error', { message: status.message })}</div> : null}
      <PuckWorkspace
        title={props.title}
        initialData={initialData}
        labels={props.labels}
        scope={props.scope}
        fixedLocale={props.fixedLocale}
        canvasCss={props.canvasCss}
        site={props.site}
        dictionary={props.dictionary}
        localeSwitchLabel={t('edit-locale')}
        onChange={onChange}
        selectRequest={selection.request}
        actions={
          <>
            {status.kind === 'saved' ? <span role="status" className={styles.status}>{t(status.live ? 'saved-live' : 'saved-draft')}</span> : null}
            <a href={props.backHref} className="btn btn--link btn--small">{props.backLabel ?? t('back')}</a>
            <button type="button" className="btn btn--primary btn--small" disabled={status.kind === 'saving'} onClick={() => void save()}>
              {status.kind === 'saving' ? t('saving') : props.saveLabel}
            </button>
          </>
        }
      />
    </>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { SaveResult } from '@/builder/api';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

export type SaveState =
  | { kind: 'clean' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'saved'; version: number }
  | { kind: 'failed'; result: Extract<SaveResult, { ok: false }> };

interface SaveBarProps {
  state: SaveState;
  version: number;
  labelOf(blockId: string): string;
  onSave(): void;
}

/** Save button, version and the outcome of the last save (conflict, invalid blocks...). */
export function SaveBar({ state, version, labelOf, onSave }: SaveBarProps) {
  const t = useTranslations('editor.sections');
  return (
    <div className={styles.saveBar}>
      <div className={styles.row}>
        <button type="button" className={button('primary')} disabled={state.kind === 'saving'} onClick={onSave}>
          {state.kind === 'saving' ? t('saving') : t('save')}
        </button>
        <span className={styles.muted}>{t('version', { version })}</span>
        <span role="status">
          {state.kind === 'dirty' ? t('unsaved') : state.kind === 'saved' ? t('saved', { version: state.version }) : null}
        </span>
      </div>
      {state.kind === 'failed' ? <SaveError result={state.result} labelOf={labelOf} /> : null}
    </div>
  );
}

function SaveError({ result, labelOf }: { result: Extract<SaveResult, { ok: false }>; labelOf(blockId: string): string }) {
  const t = useTranslations('editor.sections');
  if (result.error === 'version_conflict') {
    return (
      <div className={styles.error} role="alert">
        <p>{t('conflict', { version: result.version ?? '?' })}</p>
        <button type="button" className={button('secondary')} onClick={() => window.location.reload()}>
          {t('reload')}
        </button>
      </div>
    );
  }
  if (result.error === 'invalid_blocks' && result.blocks) {
    return (
      <div className={styles.error} role="alert">
        <p>{t('invalid-blocks')}</p>
        <ul>
          {result.blocks.flatMap((block) =>
            block.issues.map((issue, i) => (
              <li key={`${block.blockId}-${i}`}>
                {t('invalid-block', { label: labelOf(block.blockId) || block.type, path: issue.path || '—', message: issue.message })}
              </li>
            )),
          )}
        </ul>
      </div>
    );
  }
  return (
    <p className={styles.error} role="alert">
      {t('save-error', { message: result.message || result.error })}
    </p>
  );
}

'use client';

import { useTranslations } from 'next-intl';
import type { SaveState } from '@/builder/workspace/use-draft-autosave';
import styles from '@/builder/workspace/styles.module.css';

/** 'Enregistré' / 'Saved', saving, unsaved or the error, announced politely. */
export function SaveStatus({ state }: { state: SaveState }) {
  const t = useTranslations('editor.workspace');
  const text =
    state.kind === 'saved' ? t('saved') : state.kind === 'saving' ? t('saving') : state.kind === 'dirty' ? t('unsaved') : state.kind === 'error' ? t('save-error', { message: state.message }) : null;
  if (!text) return null;
  return (
    <span role="status" className={state.kind === 'error' ? styles.statusError : styles.status}>
      {text}
    </span>
  );
}

'use client';

import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from 'next-intl';
import type { BlockAbilities } from '@/blocks/types';
import { isColorSchemeName } from '@/lib/theme';
import { positionForOverlay } from './block-dom';
import styles from './styles.module.css';

export interface BlockOverlayProps {
  element: HTMLElement;
  abilities: BlockAbilities;
  /** The CMS page id once located; edit links need it. */
  pageId: string | null;
  /** False while locating, saving, or on a page that is not editable. */
  canAct: boolean;
  selected: boolean;
  onSelect(blockId: string): void;
  onToggleScheme(blockId: string): void;
  onDelete(blockId: string): void;
}

/** The workspace opened on one block of a page. */
export function blockEditHref(pageId: string, blockId: string): string {
  return `/qa/pages/${encodeURIComponent(pageId)}/edit?block=${encodeURIComponent(blockId)}`;
}

/**
 * Overlay buttons on one block, rendered inside the block's wrapper: each shows only if
 * the block's definition allows it (repeater items are not blocks, so they get none).
 */
export function BlockOverlay({ element, abilities, pageId, canAct, selected, onSelect, onToggleScheme, onDelete }: BlockOverlayProps) {
  const t = useTranslations('editor.editMode');
  const blockId = element.dataset.blockId ?? '';
  const type = element.dataset.blockType ?? '';
  const scheme = element.dataset.scheme ?? 'normal';

  // The toolbar is positioned against the block; restore the wrapper when edit mode ends.
  useEffect(() => positionForOverlay(element), [element]);

  if (!abilities.toggleColorScheme && !abilities.edit && !abilities.delete) return null;
  const confirmDelete = () => {
    if (window.confirm(t('delete-confirm'))) onDelete(blockId);
  };

  return createPortal(
    <>
      {selected ? <div className={styles.outline} aria-hidden="true" /> : null}
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={t('toolbar-label', { type })}
        onMouseEnter={() => onSelect(blockId)}
        onFocus={() => onSelect(blockId)}
      >
        {abilities.toggleColorScheme ? (
          <button type="button" className={styles.action} disabled={!canAct} onClick={() => onToggleScheme(blockId)}>
            {t('toggle-scheme', { scheme: isColorSchemeName(scheme) ? t(`schemes.${scheme}`) : scheme })}
          </button>
        ) : null}
        {abilities.edit ? (
          pageId ? (
            <a className={styles.action} href={blockEditHref(pageId, blockId)}>
              {t('edit')}
            </a>
          ) : (
            <button type="button" className={styles.action} disabled>
              {t('edit')}
            </button>
          )
        ) : null}
        {abilities.delete ? (
          <button type="button" className={`${styles.action} ${styles.danger}`} disabled={!canAct} onClick={confirmDelete}>
            {t('delete')}
          </button>
        ) : null}
      </div>
    </>,
    element,
  );
}

'use client';

import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Block } from '@/lib/content/types';
import type { SectionCatalogEntry } from './catalog';
import { SectionConfig } from './SectionConfig.client';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

interface SectionItemProps {
  block: Block;
  entry: SectionCatalogEntry | undefined;
  label: string;
  first: boolean;
  last: boolean;
  /** Schema problems the last save reported for this block. */
  issues: { path: string; message: string }[];
  onMove(delta: -1 | 1): void;
  onChange(block: Block): void;
  onDelete(): void;
}

/**
 * One section: a drag handle (pointer, or Space/Enter then arrows), move buttons,
 * configure (params, colour scheme, fields as JSON) and delete with confirmation.
 */
export function SectionItem({ block, entry, label, first, last, issues, onMove, onChange, onDelete }: SectionItemProps) {
  const t = useTranslations('editor.sections');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const drag = useDraggable({ id: block.id, attributes: { roleDescription: t('dnd.role') } });
  const drop = useDroppable({ id: block.id });
  const setRef = (node: HTMLLIElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };
  const style = drag.transform ? { transform: `translate3d(0, ${drag.transform.y}px, 0)` } : undefined;
  const classes = [styles.item, drag.isDragging ? styles.dragging : '', drop.isOver && !drag.isDragging ? styles.over : '']
    .filter(Boolean)
    .join(' ');

  return (
    <li ref={setRef} style={style} className={classes} data-block-id={block.id}>
      <div className={styles.itemHead}>
        <button type="button" className={styles.handle} aria-label={t('drag-handle', { label })} {...drag.attributes} {...drag.listeners}>
          <span aria-hidden="true">⠿</span>
        </button>
        <div className={styles.itemTitle}>
          <strong>{label}</strong>
          <span className={styles.muted}>
            {entry ? block.block_type : t('unknown-type', { type: block.block_type })} · {t('block-id', { id: block.id })}
          </span>
        </div>
        <div className={styles.itemActions}>
          <button type="button" className={button('secondary')} disabled={first} onClick={() => onMove(-1)}>
            {t('move-up')}
          </button>
          <button type="button" className={button('secondary')} disabled={last} onClick={() => onMove(1)}>
            {t('move-down')}
          </button>
          <button type="button" className={button('secondary')} aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? t('close') : t('configure')}
          </button>
          {confirming ? null : (
            <button type="button" className={button('danger')} onClick={() => setConfirming(true)}>
              {t('delete')}
            </button>
          )}
        </div>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="alertdialog" aria-label={t('delete-confirm', { label })}>
          <p>{t('delete-confirm', { label })}</p>
          <button type="button" className={button('danger')} onClick={onDelete}>
            {t('delete-yes')}
          </button>
          <button type="button" className={button('secondary')} autoFocus onClick={() => setConfirming(false)}>
            {t('delete-no')}
          </button>
        </div>
      ) : null}
      {issues.length > 0 ? (
        <ul className={styles.error} role="alert">
          {issues.map((issue, i) => (
            <li key={i}>
              <code>{issue.path || 'fields'}</code> {issue.message}
            </li>
          ))}
        </ul>
      ) : null}
      {open ? <SectionConfig block={block} entry={entry} onChange={onChange} /> : null}
    </li>
  );
}

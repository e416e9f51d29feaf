'use client';

import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

export interface CollectionRowItem {
  id: number;
  title: string;
  subtitle: string;
  thumb: string | null;
  /** Its public page, if it has one. */
  href: string | null;
}

interface CollectionRowProps {
  item: CollectionRowItem;
  onEdit(): void;
  onDelete(): void;
  /** Where its labels are (the members screen has its own). */
  namespace?: 'collectionsEditor' | 'membersEditor';
  /** A round thumbnail (a person's photo). */
  roundThumb?: boolean;
  /** Attributes that name the row for tests and scripts. */
  attributes?: Record<`data-${string}`, string>;
  /** False for a viewer who may only edit it (a broker's own profile): no drag handle, no delete. */
  manage?: boolean;
}

/** One item: drag handle (pointer, or Space then arrows), its page, edit, delete with confirmation. */
export function CollectionRow({ item, onEdit, onDelete, namespace = 'collectionsEditor', roundThumb = false, attributes = { 'data-testid': 'collection-item' }, manage = true }: CollectionRowProps) {
  const t = useTranslations(namespace);
  const [confirming, setConfirming] = useState(false);
  // dnd-kit describes the row as 'draggable' (English) unless told otherwise.
  const drag = useDraggable({ id: item.id, disabled: !manage, attributes: { roleDescription: t('dnd.role') } });
  const drop = useDroppable({ id: item.id });
  const setRef = (node: HTMLLIElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };
  const thumbClass = roundThumb ? `${styles.thumb} ${styles.round}` : styles.thumb;
  const style = drag.transform ? { transform: `translate3d(0, ${drag.transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setRef}
      style={style}
      className={[styles.item, drag.isDragging ? styles.dragging : '', drop.isOver && !drag.isDragging ? styles.over : ''].join(' ')}
      {...attributes}
    >
      {manage ? (
        <button type="button" className={styles.handle} aria-label={t('drag-handle', { name: item.title })} {...drag.attributes} {...drag.listeners}>
          <span aria-hidden="true">⠿</span>
        </button>
      ) : null}
      {item.thumb ? (
        // eslint-disable-next-line @next/next/no-img-element -- CMS asset.
        <img src={item.thumb} alt="" width={40} height={40} className={thumbClass} />
      ) : (
        <span className={thumbClass} />
      )}
      <div className={styles.itemTitle}>
        <strong>{item.title}</strong>
        <span className={styles.muted}>{item.subtitle}</span>
      </div>
      <div className={styles.row}>
        {item.href ? (
          <a href={item.href} className={button('quiet')} target="_blank" rel="noreferrer">
            {t('view')}
          </a>
        ) : null}
        <button type="button" className={button('secondary')} onClick={onEdit}>
          {t('edit')}
        </button>
        {!manage ? null : confirming ? (
          <span className={styles.confirm} role="group" aria-label={t('confirm-delete', { name: item.title })}>
            <span>{t('confirm-delete', { name: item.title })}</span>
            <button type="button" className={button('danger')} onClick={onDelete}>
              {t('confirm')}
            </button>
            <button type="button" className={button('secondary')} onClick={() => setConfirming(false)}>
              {t('cancel')}
            </button>
          </span>
        ) : (
          <button type="button" className={button('danger')} onClick={() => setConfirming(true)}>
            {t('delete')}
          </button>
        )}
      </div>
    </li>
  );
}

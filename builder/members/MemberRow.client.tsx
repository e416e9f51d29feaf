'use client';

import { useDraggable, useDroppable } from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { Member } from '@/lib/members/types';
import styles from './members.module.css';

interface MemberRowProps {
  member: Member;
  profileHref: string | null;
  onEdit(): void;
  onDelete(): void;
}

/** One member: drag handle (pointer, or Space then arrows), edit, delete with confirmation. */
export function MemberRow({ member, profileHref, onEdit, onDelete }: MemberRowProps) {
  const t = useTranslations('membersEditor');
  const [confirming, setConfirming] = useState(false);
  const drag = useDraggable({ id: member.id });
  const drop = useDroppable({ id: member.id });
  const setRef = (node: HTMLLIElement | null) => {
    drag.setNodeRef(node);
    drop.setNodeRef(node);
  };
  const style = drag.transform ? { transform: `translate3d(0, ${drag.transform.y}px, 0)` } : undefined;
  return (
    <li
      ref={setRef}
      style={style}
      className={[styles.item, drag.isDragging ? styles.dragging : '', drop.isOver && !drag.isDragging ? styles.over : ''].join(' ')}
      data-member={member.slug}
    >
      <button type="button" className={styles.handle} aria-label={t('drag-handle', { name: member.name })} {...drag.attributes} {...drag.listeners}>
        <span aria-hidden="true">⠿</span>
      </button>
      {member.avatar ? (
        // eslint-disable-next-line @next/next/no-img-element -- CMS asset.
        <img src={member.avatar.url} alt="" width={40} height={40} className={styles.thumb} />
      ) : (
        <span className={styles.thumb} />
      )}
      <div className={styles.itemTitle}>
        <strong>{member.name}</strong>
        <span className={styles.muted}>
          {member.slug}
          {member.office_slug ? ` · ${member.office_slug}` : ''}
        </span>
      </div>
      <div className={styles.row}>
        {profileHref ? (
          <a href={profileHref} className="btn btn--link btn--small" target="_blank" rel="noreferrer">{t('view')}</a>
        ) : null}
        <button type="button" className="btn btn--secondary btn--small" onClick={onEdit}>{t('edit')}</button>
        {confirming ? (
          <span className={styles.confirm} role="group" aria-label={t('confirm-delete', { name: member.name })}>
            <span>{t('confirm-delete', { name: member.name })}</span>
            <button type="button" className="btn btn--primary btn--small" onClick={onDelete}>{t('confirm')}</button>
            <button type="button" className="btn btn--secondary btn--small" onClick={() => setConfirming(false)}>{t('cancel')}</button>
          </span>
        ) : (
          <button type="button" className="btn btn--secondary btn--small" onClick={() => setConfirming(true)}>{t('delete')}</button>
        )}
      </div>
    </li>
  );
}

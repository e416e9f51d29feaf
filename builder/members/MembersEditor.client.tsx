'use client';

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listKeyboardCoordinates } from '@/builder/sections/list-keyboard-coordinates';
import { hasProfile, profilePath } from '@/lib/members/present';
import { memberKinds, type Member, type MemberKind } from '@/lib/members/types';
import { MemberForm } from './MemberForm.client';
import { MemberRow } from './MemberRow.client';
import { deleteMember, reorderMembers } from '@/builder/api';
import shared from '@/builder/collections/styles.module.css';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';

interface MembersEditorProps {
  members: Member[];
  agency: string;
  lang: 'fr' | 'en';
  /**
   * False for a broker: they keep their own profile up to date and the API refuses them
   * adding, ordering and deleting members, so those buttons are not shown; their profile opens at once.
   */
  canManage?: boolean;
  /** The member to open at once (?member=<id>: the link of a refused publish or the report). */
  openId?: number | null;
}

/**
 * /qa/members: the members of one kind at a time, reordered by drag and drop (saved at once),
 * created, edited and deleted; each write refreshes the list from the server.
 */
export function MembersEditor({ members, agency, lang, canManage = true, openId = null }: MembersEditorProps) {
  const t = useTranslations('membersEditor');
  const router = useRouter();
  const own = canManage ? null : (members[0] ?? null);
  const opened = own ?? members.find((m) => m.id === openId) ?? null;
  const [kind, setKind] = useState<MemberKind>(opened?.kind ?? 'broker');
  const [editing, setEditing] = useState<Member | 'new' | null>(opened);
  const [order, setOrder] = useState<Record<MemberKind, number[]> | null>(null);
  const [status, setStatus] = useState('');
  const ofKind = members.filter((m) => m.kind === kind);
  const ids = order?.[kind] ?? ofKind.map((m) => m.id);
  const byId = new Map(members.map((m) => [m.id, m]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: listKeyboardCoordinates }));
  const nameOf = (id: string | number) => byId.get(Number(id))?.name ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { name: nameOf(active.id), over: nameOf(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('dnd.dropped', { name: nameOf(active.id) }),
    onDragCancel: () => t('dnd.cancelled'),
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = [...ids];
    const from = next.indexOf(Number(active.id));
    const to = next.indexOf(Number(over.id));
    next.splice(to, 0, ...next.splice(from, 1));
    setOrder((o) => ({ ...(o ?? ({} as Record<MemberKind, number[]>)), [kind]: next }));
    const result = await reorderMembers(next);
    setStatus(result.ok ? t('order-saved') : t('error', { message: result.message }));
  };

  const refresh = () => {
    setEditing(own);
    setOrder(null);
    router.refresh();
  };

  return (
    <div>
      {canManage ? (
        <div className={styles.tabs} role="tablist">
          {memberKinds.map((k) => (
            <button key={k} type="button" role="tab" aria-selected={k === kind} className={styles.tab} onClick={() => { setKind(k); setEditing(null); }}>
              {t(`kinds.${k}`)} ({members.filter((m) => m.kind === k).length})
            </button>
          ))}
        </div>
      ) : null}
      <div className={shared.row}>
        {canManage ? <button type="button" className={button('primary')} onClick={() => setEditing('new')}>{t('new')}</button> : null}
        <p className={shared.muted} role="status">{status}</p>
      </div>
      {editing ? (
        <MemberForm key={editing === 'new' ? 'new' : editing.id} member={editing === 'new' ? null : editing} kind={kind} agency={agency} onSaved={refresh} onCancel={() => setEditing(null)} canManage={canManage} />
      ) : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}>
        <ul className={shared.list} data-testid="members-list">
          {rows.map((m) => (
            <MemberRow
              key={m.id}
              member={m}
              profileHref={hasProfile(m.kind) ? profilePath(lang, m.slug) : null}
              manage={canManage}
              onEdit={() => setEditing(m)}
              onDelete={async () => {
                const result = await deleteMember(m.id);
                if (result.ok) refresh();
                else setStatus(t('error', { message: result.message }));
              }}
            />
          ))}
        </ul>
      </DndContext>
    </div>
  );
}

'use client';

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { listKeyboardCoordinates } from '@/builder/sections/list-keyboard-coordinates';
import { deleteItem, reorderItems, saveItem } from '@/builder/api';
import { CollectionForm } from './CollectionForm.client';
import { CollectionRow, type CollectionRowItem } from './CollectionRow.client';
import { formValues, type FieldSpec } from './field-spec';
import styles from './styles.module.css';
import { button } from '@/builder/shell/button';
import { EmptyState } from '@/builder/shell/kit';

export interface CollectionEditorProps {
  /** API base, e.g. '/api/editor/offices'. */
  api: string;
  /** Heading of this list and the label of its "new" button (already translated). */
  heading: string;
  newLabel: string;
  fields: FieldSpec[];
  /** Each item as the list shows it, and its data as the form edits it. */
  items: { row: CollectionRowItem; data: Record<string, unknown> }[];
}

/**
 * A collection of the site (offices, partners, bank partners): reordered by drag and drop
 * (saved at once), created, edited and deleted; each write refreshes the list from the server.
 */
export function CollectionEditor({ api, heading, newLabel, fields, items }: CollectionEditorProps) {
  const t = useTranslations('collectionsEditor');
  const router = useRouter();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [order, setOrder] = useState<number[] | null>(null);
  const [status, setStatus] = useState('');
  const byId = new Map(items.map((item) => [item.row.id, item]));
  const ids = order ?? items.map((item) => item.row.id);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: listKeyboardCoordinates }),
  );
  const nameOf = (id: string | number) => byId.get(Number(id))?.row.title ?? '';
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { name: nameOf(active.id), over: nameOf(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('dnd.dropped', { name: nameOf(active.id) }),
    onDragCancel: () => t('dnd.cancelled'),
  };

  const refresh = (message: string) => {
    setEditing(null);
    setOrder(null);
    setStatus(message);
    router.refresh();
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = [...ids];
    next.splice(next.indexOf(Number(over.id)), 0, ...next.splice(next.indexOf(Number(active.id)), 1));
    setOrder(next);
    const problem = await reorderItems(api, next);
    setStatus(problem ? t('error', { message: problem }) : t('order-saved'));
  };

  const editedItem = typeof editing === 'number' ? byId.get(editing) : undefined;
  return (
    <section className={styles.section} aria-label={heading}>
      <div className={styles.row}>
        <h2>{heading}</h2>
        <button type="button" className={button('primary')} onClick={() => setEditing('new')}>
          {newLabel}
        </button>
        <p className={styles.muted} role="status">
          {status}
        </p>
      </div>
      {editing !== null ? (
        <CollectionForm
          key={String(editing)}
          fields={fields}
          initial={editedItem ? formValues(fields, editedItem.data) : null}
          onCancel={() => setEditing(null)}
          onSubmit={async (input) => {
            const problem = await saveItem(api, editing === 'new' ? null : editing, input);
            if (!problem) refresh(t('saved'));
            return problem;
          }}
        />
      ) : null}
      {ids.length === 0 ? <EmptyState title={t('empty')} /> : null}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}>
        <ul className={styles.list}>
          {ids.flatMap((id) => {
            const item = byId.get(id);
            return item
              ? [
                  <CollectionRow
                    key={id}
                    item={item.row}
                    onEdit={() => setEditing(id)}
                    onDelete={async () => {
                      const problem = await deleteItem(api, id);
                      if (problem) setStatus(t('error', { message: problem }));
                      else refresh(t('deleted'));
                    }}
                  />,
                ]
              : [];
          })}
        </ul>
      </DndContext>
    </section>
  );
}

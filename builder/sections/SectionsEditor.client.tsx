'use client';

import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import type { Block } from '@/blocks/types';
import { addBlock, moveBlock, removeBlock, replaceBlock, type Blocks } from '@/lib/editor/actions';
import { AddSection } from './AddSection.client';
import type { SectionCatalogEntry } from './catalog';
import { listKeyboardCoordinates } from './list-keyboard-coordinates';
import { newBlockId } from './new-block-id';
import { SaveBar, type SaveState } from './SaveBar.client';
import { SectionItem } from './SectionItem.client';
import { saveSectionsRequest } from '@/builder/api';
import styles from './styles.module.css';
import { EmptyState } from '@/builder/shell/kit';

interface SectionsEditorProps {
  pageId: number;
  initialBlocks: Block[];
  initialVersion: number;
  catalog: SectionCatalogEntry[];
}

/**
 * The /qa/sections editor for one page: add blocks from the registry (with their demo
 * content), configure, delete, and reorder them by drag and drop (pointer or keyboard),
 * then save the list as the page's draft against the version it was loaded at.
 */
export function SectionsEditor({ pageId, initialBlocks, initialVersion, catalog }: SectionsEditorProps) {
  const t = useTranslations('editor.sections');
  const [blocks, setBlocks] = useState<Blocks>(initialBlocks);
  const [version, setVersion] = useState(initialVersion);
  const [save, setSave] = useState<SaveState>({ kind: 'clean' });
  const byType = useMemo(() => new Map(catalog.map((entry) => [entry.type, entry])), [catalog]);
  const labelOf = (block: Block | undefined) => (block ? (byType.get(block.block_type)?.label ?? block.block_type) : '');
  const labelOfId = (id: string | number) => labelOf(blocks.find((block) => block.id === id));

  const change = (next: Blocks) => {
    if (next === blocks) return;
    setBlocks(next);
    setSave({ kind: 'dirty' });
  };

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: listKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = blocks.findIndex((block) => block.id === active.id);
    const to = blocks.findIndex((block) => block.id === over.id);
    change(moveBlock(blocks, from, to));
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dnd.picked', { label: labelOfId(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('dnd.over', { label: labelOfId(active.id), over: labelOfId(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('dnd.dropped', { label: labelOfId(active.id) }),
    onDragCancel: () => t('dnd.cancelled'),
  };

  const onSave = async () => {
    setSave({ kind: 'saving' });
    const result = await saveSectionsRequest(pageId, blocks, version);
    if (result.ok) {
      setVersion(result.version);
      setSave({ kind: 'saved', version: result.version });
    } else {
      setSave({ kind: 'failed', result });
    }
  };

  const invalid = save.kind === 'failed' ? (save.result.blocks ?? []) : [];

  return (
    <div className={styles.editor}>
      <AddSection
        catalog={catalog}
        onAdd={(entry) =>
          change(
            addBlock(blocks, {
              id: newBlockId(entry.type),
              block_type: entry.type,
              block_params: structuredClone(entry.demoParams),
              fields: structuredClone(entry.demo),
            }),
          )
        }
      />
      <section aria-labelledby="sections-list-heading">
        <h2 id="sections-list-heading">{t('list-heading')}</h2>
        {blocks.length === 0 ? <EmptyState title={t('empty')} /> : null}
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('dnd.instructions') } }}
        >
          <ol className={styles.list}>
            {blocks.map((block, index) => (
              <SectionItem
                key={block.id}
                block={block}
                entry={byType.get(block.block_type)}
                label={labelOf(block)}
                first={index === 0}
                last={index === blocks.length - 1}
                issues={invalid.find((item) => item.blockId === block.id)?.issues ?? []}
                onMove={(delta) => change(moveBlock(blocks, index, index + delta))}
                onChange={(next) => change(replaceBlock(blocks, block.id, next))}
                onDelete={() => change(removeBlock(blocks, block.id))}
              />
            ))}
          </ol>
        </DndContext>
      </section>
      <SaveBar state={save} version={version} labelOf={(id) => labelOfId(id)} onSave={onSave} />
    </div>
  );
}

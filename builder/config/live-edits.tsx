'use client';

import { createUsePuck, setDeep, useGetPuck } from '@puckeditor/core';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

/**
 * What the canvas shows of a block ahead of Puck: a value typed into one of its text fields,
 * or its removal, shown at once and given to Puck after the next paint. Puck re-indexes the
 * whole document on every change it records (its permissions pass walks and flattens every
 * block: about 40 ms on a 500-block page; its removal walks it once more), and the canvas
 * changed only after that. Now the block re-renders first; Puck records the change a frame
 * later, once per burst of keys (the newest value wins).
 */

/** Field path (Puck's field name, e.g. `items[0].title`) -> the value typed. */
type BlockEdits = ReadonlyMap<string, unknown>;

export interface LiveBlock {
  edits: BlockEdits;
  /** Taken off the canvas; Puck removes it after the next paint. */
  removed: boolean;
}

const none: LiveBlock = { edits: new Map(), removed: false };
const shown = new Map<string, LiveBlock>();
const listeners = new Map<string, Set<() => void>>();

function publish(blockId: string, next: LiveBlock) {
  if (next.edits.size > 0 || next.removed) shown.set(blockId, next);
  else shown.delete(blockId);
  for (const listener of listeners.get(blockId) ?? []) listener();
}

const liveOf = (blockId: string) => shown.get(blockId) ?? none;

function subscribe(blockId: string, listener: () => void) {
  let set = listeners.get(blockId);
  if (!set) listeners.set(blockId, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(blockId);
  };
}

/** What the canvas shows of this block that Puck has not recorded yet (undefined: nothing). */
export function useLiveBlock(blockId: string): LiveBlock | undefined {
  const subscribeBlock = useCallback((listener: () => void) => subscribe(blockId, listener), [blockId]);
  const read = useCallback(() => shown.get(blockId), [blockId]);
  return useSyncExternalStore(subscribeBlock, read, read);
}

/** A block's props with the values typed into it. */
export function withLiveEdits(props: Record<string, unknown>, live: LiveBlock | undefined): Record<string, unknown> {
  let next = props;
  for (const [path, value] of live?.edits ?? []) next = setDeep(next, path, value);
  return next;
}

const pending = new Map<string, () => void>();
let scheduled = false;

/** Records the waiting values: after the next paint, or a moment later in a hidden tab (no frames). */
function scheduleRecords() {
  if (scheduled) return;
  scheduled = true;
  const backup = setTimeout(recordPending, 100);
  requestAnimationFrame(() =>
    setTimeout(() => {
      clearTimeout(backup);
      recordPending();
    }, 0),
  );
}

function recordPending() {
  scheduled = false;
  const records = [...pending.values()];
  pending.clear();
  for (const record of records) record();
}

export interface LiveEditTargetValue {
  blockId: string;
  /** Gives Puck a value typed into the block (the field's own onChange while the block is selected). */
  record: (path: string, value: unknown, onChange: (value: unknown) => void) => void;
}

const TargetContext = createContext<LiveEditTargetValue | null>(null);

/** The block whose fields are shown, and how a value typed into it reaches Puck. */
export function LiveEditTarget({ value, children }: { value: LiveEditTargetValue | null; children: ReactNode }) {
  return <TargetContext.Provider value={value}>{children}</TargetContext.Provider>;
}

/** After Puck has the value: the canvas shows Puck's props again (the same value). */
function settle(blockId: string, path: string, value: unknown) {
  const live = liveOf(blockId);
  if (!Object.is(live.edits.get(path), value)) return;
  const edits = new Map(live.edits);
  edits.delete(path);
  publish(blockId, { ...live, edits });
}

const usePuck = createUsePuck();

/**
 * overrides.fields: the selected block's fields edit it live. Outside it (the page's own
 * fields, a field rendered on its own) a change goes straight to Puck.
 */
export function LiveEditScope({ children }: { children: ReactNode }) {
  const getPuck = useGetPuck();
  const blockId = usePuck((s) => {
    const id = s.selectedItem?.props.id;
    return typeof id === 'string' ? id : null;
  });
  const target = useMemo<LiveEditTargetValue | null>(() => {
    if (!blockId) return null;
    return {
      blockId,
      record: (path, value, onChange) => {
        const puck = getPuck();
        if (puck.selectedItem?.props.id === blockId) return onChange(value);
        // Selected elsewhere meanwhile: the field's onChange writes to the selected block.
        const selector = puck.getSelectorForId(blockId);
        const item = selector ? puck.getItemById(blockId) : undefined;
        if (!selector || !item) return;
        puck.dispatch({ type: 'replace', destinationIndex: selector.index, destinationZone: selector.zone ?? 'root:default-zone', data: { ...item, props: setDeep(item.props, path, value) } });
      },
    };
  }, [blockId, getPuck]);
  return <LiveEditTarget value={target}>{children}</LiveEditTarget>;
}

/**
 * A field's change handler that shows the new value on the canvas at once and has Puck record
 * it after the next paint, with the value to build the next change on (the one typed, while
 * Puck has not recorded it). Outside a selected block, the field's own handler and value.
 */
export function useLiveChange<T>(name: string | undefined, value: T | undefined, onChange: (value: T) => void): { current: () => T | undefined; change: (next: T) => void } {
  const target = useContext(TargetContext);
  return useMemo(() => {
    if (!target || !name) return { current: () => value, change: onChange };
    const { blockId } = target;
    return {
      current: () => {
        const { edits } = liveOf(blockId);
        return edits.has(name) ? (edits.get(name) as T) : value;
      },
      change: (next: T) => {
        const live = liveOf(blockId);
        publish(blockId, { ...live, edits: new Map(live.edits).set(name, next) });
        pending.set(`${blockId}\n${name}`, () => {
          target.record(name, next, onChange as (value: unknown) => void);
          // Puck's update lands in this task's microtasks, before any paint: no frame shows the old value.
          settle(blockId, name, next);
        });
        scheduleRecords();
      },
    };
  }, [target, name, value, onChange]);
}

/**
 * Takes the block off the canvas at once and has Puck remove it (`remove`, Puck's own delete
 * action) after the next paint; the block shows again if Puck keeps it.
 */
export function removeFromCanvasFirst(blockId: string, remove: () => void) {
  publish(blockId, { ...liveOf(blockId), removed: true });
  pending.set(`${blockId}\nremove`, () => {
    remove();
    publish(blockId, { ...liveOf(blockId), removed: false });
  });
  scheduleRecords();
}

import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BlockActionResult } from '@/lib/editor/block-actions';
import { EditorApiError } from '@/builder/api';
import { editModeMachine, type PendingAction } from '@/machines/edit-mode';

interface Fakes {
  locate?: (path: string) => Promise<string>;
  save?: (input: PendingAction & { path: string }) => Promise<BlockActionResult>;
  onSaved?: (saved: unknown) => void;
}

function start({ locate = async () => '42', save, onSaved = () => {} }: Fakes = {}) {
  const saveImpl =
    save ?? (async ({ blockId }) => ({ pageId: '42', blockId, version: 3, colorScheme: 'inverted' }) as BlockActionResult);
  const machine = editModeMachine.provide({
    actions: {
      raiseFlag: () => void (globalFlag.raised = true),
      lowerFlag: () => void (globalFlag.raised = false),
    },
    actors: {
      locatePage: fromPromise<string, { path: string }>(({ input }) => locate(input.path)),
      saveBlockAction: fromPromise<BlockActionResult, PendingAction & { path: string }>(({ input }) => saveImpl(input)),
    },
  });
  const actor = createActor(machine, { input: { path: '/fr/vendre' } });
  actor.on('block.saved', (event) => onSaved(event.saved));
  return actor.start();
}

async function activated(fakes: Fakes = {}) {
  const actor = start(fakes);
  actor.send({ type: 'editMode.activate' });
  await waitFor(actor, (s) => !s.matches({ active: 'locating' }));
  return actor;
}

/** The global edit-mode flag as the stub actions set it (the component sets the editor-flags store). */
const globalFlag = { raised: false };
afterEach(() => void (globalFlag.raised = false));

describe('edit mode machine', () => {
  it('starts inactive with the global flag off', () => {
    const actor = start();
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(globalFlag.raised).toBe(false);
  });

  it('on activation locates the page of the current path and raises the global flag', async () => {
    const locate = vi.fn(async () => '42');
    const actor = await activated({ locate });
    expect(locate).toHaveBeenCalledWith('/fr/vendre');
    expect(actor.getSnapshot().value).toEqual({ active: 'ready' });
    expect(actor.getSnapshot().context.pageId).toBe('42');
    expect(globalFlag.raised).toBe(true);
  });

  it('stays on without actions when the page cannot be located', async () => {
    const actor = await activated({ locate: async () => Promise.reject(new EditorApiError('page_not_found', 404)) });
    expect(actor.getSnapshot().value).toEqual({ active: 'unavailable' });
    expect(actor.getSnapshot().context.error).toBe('page_not_found');
    actor.send({ type: 'block.delete', blockId: 'b1' });
    expect(actor.getSnapshot().value).toEqual({ active: 'unavailable' });
  });

  it('selects and deselects a block', async () => {
    const actor = await activated();
    actor.send({ type: 'block.select', blockId: 'b1' });
    expect(actor.getSnapshot().context.selectedBlockId).toBe('b1');
    actor.send({ type: 'block.deselect' });
    expect(actor.getSnapshot().context.selectedBlockId).toBeNull();
  });

  it('saves a colour scheme toggle, one at a time, then announces the result', async () => {
    let finish!: (result: BlockActionResult) => void;
    const save = vi.fn(() => new Promise<BlockActionResult>((resolve) => (finish = resolve)));
    const onSaved = vi.fn();
    const actor = await activated({ save, onSaved });

    actor.send({ type: 'block.toggleScheme', blockId: 'b1' });
    expect(actor.getSnapshot().value).toEqual({ active: 'saving' });
    expect(actor.getSnapshot().context.pending).toEqual({ action: 'toggleColorScheme', blockId: 'b1' });
    actor.send({ type: 'block.delete', blockId: 'b2' });
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ action: 'toggleColorScheme', blockId: 'b1', path: '/fr/vendre' });

    finish({ pageId: '42', blockId: 'b1', version: 4, colorScheme: 'normal-grey' });
    await waitFor(actor, (s) => s.matches({ active: 'ready' }));
    expect(actor.getSnapshot().context.lastSaved).toEqual({
      action: 'toggleColorScheme',
      pageId: '42',
      blockId: 'b1',
      version: 4,
      colorScheme: 'normal-grey',
    });
    expect(actor.getSnapshot().context.pending).toBeNull();
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved).toHaveBeenCalledWith(actor.getSnapshot().context.lastSaved);
  });

  it('clears the selection of a deleted block', async () => {
    const actor = await activated();
    actor.send({ type: 'block.select', blockId: 'b1' });
    actor.send({ type: 'block.delete', blockId: 'b1' });
    await waitFor(actor, (s) => s.matches({ active: 'ready' }));
    expect(actor.getSnapshot().context.lastSaved?.action).toBe('delete');
    expect(actor.getSnapshot().context.selectedBlockId).toBeNull();
  });

  it('keeps a failed save as an error until dismissed', async () => {
    const onSaved = vi.fn();
    const actor = await activated({
      save: async () => Promise.reject(new EditorApiError('version_conflict', 409)),
      onSaved,
    });
    actor.send({ type: 'block.toggleScheme', blockId: 'b1' });
    await waitFor(actor, (s) => s.matches({ active: 'ready' }));
    expect(actor.getSnapshot().context.error).toBe('version_conflict');
    expect(onSaved).not.toHaveBeenCalled();
    actor.send({ type: 'error.dismiss' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('turns off, lowering the flag and forgetting the selection', async () => {
    const actor = await activated();
    actor.send({ type: 'block.select', blockId: 'b1' });
    actor.send({ type: 'editMode.toggle' });
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(actor.getSnapshot().context.selectedBlockId).toBeNull();
    expect(globalFlag.raised).toBe(false);
  });

  it('locates the new page after a navigation while active', async () => {
    const locate = vi.fn(async (path: string) => (path === '/fr/acheter' ? '7' : '42'));
    const actor = await activated({ locate });
    actor.send({ type: 'page.changed', path: '/fr/acheter' });
    await waitFor(actor, (s) => s.matches({ active: 'ready' }) && s.context.pageId === '7');
    expect(actor.getSnapshot().context.path).toBe('/fr/acheter');
    expect(globalFlag.raised).toBe(true);
  });

  it('only records the path of a navigation while inactive', () => {
    const locate = vi.fn(async () => '42');
    const actor = start({ locate });
    actor.send({ type: 'page.changed', path: '/en/buy' });
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(actor.getSnapshot().context.path).toBe('/en/buy');
    expect(locate).not.toHaveBeenCalled();
  });
});

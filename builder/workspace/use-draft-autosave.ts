'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import type { Block } from '@/blocks/types';
import type { LocaleChanges } from '@/lib/editor/locale-changes';
import type { PageRootProps } from '../page-data';
import { callEditorApi } from '@/builder/api';

export type SaveState =
  | { kind: 'saved' }
  | { kind: 'dirty' }
  | { kind: 'saving' }
  | { kind: 'error'; message: string }
  | { kind: 'conflict'; updatedBy: string | null; updatedAt: string | null };

export interface DraftPayload extends PageRootProps {
  content: Block[];
}

const AUTOSAVE_DELAY_MS = 1200;

/** The draft endpoint's answer to a successful save. */
export interface SavedDraftAnswer {
  version: number;
  localeChanges?: LocaleChanges;
}

/**
 * Debounced draft autosave with optimistic locking: each PUT carries the version the
 * editor has; a 409 stops autosaving and reports who saved in between (the editor
 * reloads to see it). flush() saves at once (before publishing). onSaved gets each
 * successful answer (the per-locale change record behind the stale-translation flags).
 */
export function useDraftAutosave(pageId: number, initialVersion: number, initial: DraftPayload, onSaved?: (answer: SavedDraftAnswer) => void) {
  const [state, setState] = useState<SaveState>({ kind: 'saved' });
  const version = useRef(initialVersion);
  const lastSaved = useRef(JSON.stringify(initial));
  // The latest change, as a function: building the payload (every block converted and its rich
  // text sanitised) is O(page) work, done once per save rather than on every keystroke.
  const pending = useRef<(() => DraftPayload) | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const stopped = useRef(false);
  const savedCallback = useRef(onSaved);
  useEffect(() => {
    savedCallback.current = onSaved;
  }, [onSaved]);

  const save = useCallback(async (): Promise<boolean> => {
    if (running.current) await running.current;
    const build = pending.current;
    pending.current = null;
    if (stopped.current) return false;
    const payload = build?.() ?? null;
    if (!payload || JSON.stringify(payload) === lastSaved.current) return true;
    setState({ kind: 'saving' });
    const run = (async () => {
      const answer = await callEditorApi<SavedDraftAnswer & { updatedBy?: string | null; updatedAt?: string | null }>(
        'PUT',
        `/api/editor/pages/${pageId}/draft`,
        { content: payload.content, title: payload.title, seo: payload.seo, paths: payload.paths, expectedVersion: version.current },
      );
      if (answer.ok) {
        version.current = answer.body.version;
        lastSaved.current = JSON.stringify(payload);
        setState(pending.current ? { kind: 'dirty' } : { kind: 'saved' });
        savedCallback.current?.(answer.body);
        return true;
      }
      if (answer.status === 409 && answer.body.error === 'version_conflict') {
        stopped.current = true;
        setState({ kind: 'conflict', updatedBy: answer.body.updatedBy ?? null, updatedAt: answer.body.updatedAt ?? null });
        return false;
      }
      pending.current ??= () => payload;
      setState({ kind: 'error', message: answer.body.message ?? String(answer.status) });
      return false;
    })();
    running.current = run;
    try {
      return await run;
    } finally {
      running.current = null;
    }
  }, [pageId]);

  const schedule = useCallback(
    (payload: () => DraftPayload) => {
      if (stopped.current) return;
      pending.current = payload;
      // Same state object when already dirty or saving: no re-render of the editor per keystroke.
      setState((current) => (current.kind === 'saving' || current.kind === 'dirty' ? current : { kind: 'dirty' }));
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void save(), AUTOSAVE_DELAY_MS);
    },
    [save],
  );

  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    return save();
  }, [save]);

  /** After publish or restore, the server's version moved on. */
  const setVersion = useCallback((next: number) => {
    version.current = next;
  }, []);

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  return { state, schedule, flush, version, setVersion };
}

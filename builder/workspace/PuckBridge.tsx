'use client';

import { useGetPuck, type PuckApi } from '@puckeditor/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { scrollToBlock } from './scroll-to-block';
import { useWorkspaceUi } from './workspace-ui-context';

const MISSING_RETRIES = 5;
/** Room for a French and an English column in the fields panel. */
const SIDE_BY_SIDE_WIDTH = 560;

/** Selects the block in Puck (its fields open) and scrolls the canvas to it; not found if absent. */
export function selectBlock(puck: PuckApi, id: string): { found: false } | { found: true; cancelScroll: () => void } {
  const itemSelector = puck.getSelectorForId(id);
  if (!itemSelector) return { found: false };
  puck.dispatch({ type: 'setUi', ui: { itemSelector, rightSideBarVisible: true } });
  return { found: true, cancelScroll: scrollToBlock(id) };
}

/**
 * overrides.puck: wraps Puck's whole UI, so it runs inside Puck's store. Carries out the
 * page editor's selection requests: selects the block (Puck's setUi with the item's
 * selector, so its fields open) and scrolls the canvas to it; widens the fields panel
 * for the French | English view, and gives it back its width after.
 */
export function PuckBridge({ children }: { children: ReactNode }) {
  const { selectRequest, onBlockMissing, sideBySide } = useWorkspaceUi();
  const getPuck = useGetPuck();
  // A ref, so a new callback identity does not re-run (and re-scroll) the last request.
  const missing = useRef(onBlockMissing);
  useEffect(() => {
    missing.current = onBlockMissing;
  }, [onBlockMissing]);

  useEffect(() => {
    if (!selectRequest) return;
    let cancelScroll: (() => void) | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let tries = 0;
    const attempt = () => {
      const selected = selectBlock(getPuck(), selectRequest.id);
      if (selected.found) cancelScroll = selected.cancelScroll;
      // Puck indexes its data as it mounts: give it a moment before calling it missing.
      else if (++tries < MISSING_RETRIES) retry = setTimeout(attempt, 100);
      else missing.current?.(selectRequest.id);
    };
    attempt();
    return () => {
      clearTimeout(retry);
      cancelScroll?.();
    };
  }, [selectRequest, getPuck]);

  useEffect(() => {
    if (!sideBySide) return;
    const { appState, dispatch } = getPuck();
    const before = appState.ui.rightSideBarWidth ?? null;
    if (before === null || before < SIDE_BY_SIDE_WIDTH) dispatch({ type: 'setUi', ui: { rightSideBarWidth: SIDE_BY_SIDE_WIDTH, rightSideBarVisible: true } });
    return () => {
      // Only if the editor did not resize the panel meanwhile.
      const { appState: now, dispatch: later } = getPuck();
      if (now.ui.rightSideBarWidth === SIDE_BY_SIDE_WIDTH) later({ type: 'setUi', ui: { rightSideBarWidth: before } });
    };
  }, [sideBySide, getPuck]);

  return <>{children}</>;
}

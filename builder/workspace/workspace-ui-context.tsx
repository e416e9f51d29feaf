'use client';

import { createContext, useContext } from 'react';
import type { Locale } from '@/lib/i18n/locales';

/** A request to select a block on the canvas; seq makes a repeated click a new request. */
export interface SelectRequest {
  id: string;
  seq: number;
}

/**
 * What the Puck overrides (header, fields panel, canvas overlays, the bridge that selects
 * blocks) read from the page editor around Puck. A context rather than props, so the
 * overrides object stays stable: Puck remounts its iframe when an override changes.
 */
export interface WorkspaceUi {
  /** block id -> the locale that is older than the other (stale-translation flags). */
  staleLocales: Record<string, Locale>;
  /** "English older than French" / "French older than English", in the QA language. */
  staleLabels: Record<Locale, string>;
  selectRequest: SelectRequest | null;
  /** A requested block is not in the editor's data (e.g. ?block= of a deleted block). */
  onBlockMissing?: (id: string) => void;
  sideBySide: boolean;
  setSideBySide: (on: boolean) => void;
}

const Context = createContext<WorkspaceUi>({
  staleLocales: {},
  staleLabels: { fr: '', en: '' },
  selectRequest: null,
  sideBySide: false,
  setSideBySide: () => undefined,
});

export const WorkspaceUiProvider = Context.Provider;

export function useWorkspaceUi(): WorkspaceUi {
  return useContext(Context);
}

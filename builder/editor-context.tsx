'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { BlockContext } from '@/blocks/types';
import type { Locale } from '@/lib/i18n/locales';

/**
 * What the editor canvas and its fields need to know beyond Puck's data: the locale the
 * text inputs edit (the header's fr/en switch) and the site facts blocks read from ctx.
 * Puck renders its iframe through a portal, so this context reaches the canvas too.
 */
export interface EditorCanvasContext {
  editLocale: Locale;
  siteType: BlockContext['siteType'];
  brandingVersion: BlockContext['brandingVersion'];
  alternatePaths: BlockContext['alternatePaths'];
  /** The workspace's "French | English" view: localised fields show both locales. */
  sideBySide?: boolean;
}

const Context = createContext<EditorCanvasContext>({
  editLocale: 'fr',
  siteType: 'broker',
  brandingVersion: 1,
  alternatePaths: [],
});

export function EditorContextProvider({ value, children }: { value: EditorCanvasContext; children: ReactNode }) {
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useEditorContext(): EditorCanvasContext {
  return useContext(Context);
}

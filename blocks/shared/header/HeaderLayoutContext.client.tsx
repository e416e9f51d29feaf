'use client';

import { createContext, useContext } from 'react';

/**
 * Whether the header shows its mobile nav at desktop widths because the desktop links do
 * not fit. The desktop nav measures and sets it; the hamburger reads it. Below lg the
 * mobile nav is shown by CSS whatever this says.
 */
export interface HeaderLayout {
  compact: boolean;
  setCompact: (compact: boolean) => void;
}

export const HeaderLayoutContext = createContext<HeaderLayout>({ compact: false, setCompact: () => {} });

export function useHeaderLayout(): HeaderLayout {
  return useContext(HeaderLayoutContext);
}

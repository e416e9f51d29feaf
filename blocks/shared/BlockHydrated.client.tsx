'use client';

import { useEffect } from 'react';
import { blockHydrated } from './block-hydration';

/** Reports its block's boundary hydrated (blocks/shared/block-hydration.ts). Renders nothing. */
export function BlockHydrated() {
  useEffect(() => blockHydrated(), []);
  return null;
}

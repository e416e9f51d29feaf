'use client';

import { useCallback, useState } from 'react';
import type { SelectRequest } from './workspace-ui-context';

/**
 * Selection requests from outside Puck (the publish problems banner, ?block= in the URL)
 * for PuckWorkspace's selectRequest: select(id) asks to select and scroll to that block.
 */
export function useBlockSelection(initialId?: string | null) {
  const [request, setRequest] = useState<SelectRequest | null>(initialId ? { id: initialId, seq: 0 } : null);
  const select = useCallback((id: string) => setRequest((previous) => ({ id, seq: (previous?.seq ?? 0) + 1 })), []);
  return { request, select };
}

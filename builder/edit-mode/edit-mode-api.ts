/**
 * Browser client of the edit-mode endpoints (app/api/editor/blocks/*). Errors are thrown
 * as EditModeApiError carrying the API's error code, which the UI translates.
 */

export class EditModeApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
  ) {
    super(code);
    this.name = 'EditModeApiError';
  }
}

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin', cache: 'no-store', ...init });
  } catch {
    throw new EditModeApiError('network_error', 0);
  }
  const body = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok || !body) throw new EditModeApiError(body?.error ?? 'unexpected_status', response.status);
  return body;
}

/** The id of the page shown at a public path ('/fr/x'); throws page_not_found otherwise. */
export async function locatePage(path: string): Promise<string> {
  const { pageId } = await call<{ pageId: string }>(`/api/editor/blocks/locate?path=${encodeURIComponent(path)}`);
  return pageId;
}

import type { BlockAction, BlockActionResult } from '@/lib/editor/block-actions';

export type { BlockAction, BlockActionResult };

const endpoints: Record<BlockAction, string> = {
  toggleColorScheme: '/api/editor/blocks/color-scheme',
  delete: '/api/editor/blocks/delete',
};

export function runBlockAction(action: BlockAction, path: string, blockId: string): Promise<BlockActionResult> {
  return call<BlockActionResult>(endpoints[action], {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path, blockId }),
  });
}

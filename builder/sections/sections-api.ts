import type { Block } from '@/blocks/types';

export interface InvalidBlock {
  blockId: string;
  type: string;
  issues: { path: string; message: string }[];
}

export type SaveResult =
  | { ok: true; version: number }
  | { ok: false; error: string; message: string; version?: number; blocks?: InvalidBlock[] };

/** POST /api/editor/sections: the page's block list as its new draft. */
export async function saveSectionsRequest(pageId: number, blocks: readonly Block[], expectedVersion: number): Promise<SaveResult> {
  try {
    const response = await fetch('/api/editor/sections', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pageId, blocks, expectedVersion }),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (response.ok && typeof body.version === 'number') return { ok: true, version: body.version };
    return {
      ok: false,
      error: typeof body.error === 'string' ? body.error : `http_${response.status}`,
      message: typeof body.message === 'string' ? body.message : response.statusText,
      version: typeof body.version === 'number' ? body.version : undefined,
      blocks: Array.isArray(body.blocks) ? (body.blocks as InvalidBlock[]) : undefined,
    };
  } catch (error) {
    return { ok: false, error: 'network_error', message: error instanceof Error ? error.message : String(error) };
  }
}

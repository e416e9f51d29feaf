import { z } from 'zod';
import type { Block } from '@/lib/content/types';
import type { Database } from '@/lib/db/types';
import { saveDraft } from '@/lib/editor/draft';
import type { EditorRef } from '@/lib/editor/editor-ref';
import { getEditablePage } from '@/lib/editor/editable-page';
import { isEditorError } from '@/lib/editor/errors';
import { validateBlocks, type BlockIssue } from '@/lib/editor/validate-blocks';

const blockSchema = z.object({
  id: z.string().min(1).max(200),
  block_type: z.string().min(1).max(100),
  block_params: z.record(z.string(), z.unknown()).optional(),
  fields: z.record(z.string(), z.unknown()),
});

/** Body of POST /api/editor/sections: the page's whole block list, saved as its draft. */
export const sectionsBody = z.object({
  // Ids are bigserial, but within safe integers; versions are PostgreSQL integers.
  pageId: z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{0,14}$/).transform(Number)]),
  blocks: z.array(blockSchema).max(200),
  expectedVersion: z.int32().nonnegative(),
});

export type SaveSectionsOutcome =
  | { ok: true; version: number }
  | { ok: false; status: number; error: string; message: string; blocks?: BlockIssue[]; version?: number };

/**
 * The sections editor's save: every block must be of a registered type, with fields its
 * schema accepts and an id unique in the page; then the draft's content is replaced
 * (title and SEO kept) if the page is still at expectedVersion, else version_conflict.
 */
export async function saveSections(
  db: Database,
  siteId: string,
  body: z.infer<typeof sectionsBody>,
  editor: EditorRef,
): Promise<SaveSectionsOutcome> {
  const ids = body.blocks.map((block) => block.id);
  const duplicate = ids.find((id, index) => ids.indexOf(id) !== index);
  if (duplicate !== undefined) {
    return { ok: false, status: 422, error: 'duplicate_block_id', message: `Two blocks share the id "${duplicate}"` };
  }
  const issues = validateBlocks(body.blocks as Block[]);
  if (issues.length > 0) {
    return { ok: false, status: 422, error: 'invalid_blocks', message: `${issues.length} block(s) are invalid`, blocks: issues };
  }
  try {
    const page = await getEditablePage(db, body.pageId, siteId);
    const saved = await saveDraft(
      db,
      body.pageId,
      { content: body.blocks as Block[], title: page.title, seo: page.seo },
      { editor, expectedVersion: body.expectedVersion, siteId },
    );
    return { ok: true, version: saved.version };
  } catch (error) {
    if (!isEditorError(error)) throw error;
    const version = typeof error.details.version === 'number' ? error.details.version : undefined;
    return { ok: false, status: error.status, error: error.code, message: error.message, ...(version !== undefined ? { version } : {}) };
  }
}

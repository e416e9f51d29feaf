import { getBlockSpec } from '@/lib/content/block-specs';
import type { Block, BlockAbilities, BlockParams } from '@/lib/content/types';
import { splitLocale } from '@/lib/cms/page-api';
import type { Database, Queryable } from '@/lib/db/types';
import { normalizePath } from '@/lib/i18n/routes';
import { colorSchemeNames } from '@/lib/theme';
import { colorSchemeOf, removeBlock, toggleColorScheme, type Blocks } from './actions';
import { saveDraft } from './draft';
import type { EditorRef } from './editor-ref';
import { getEditablePage } from './editable-page';
import { isEditorError } from './errors';

/**
 * Edit mode on the public site: find the CMS page behind a public URL, and apply one
 * editor action to its DRAFT, saved against the version just read (a concurrent save in
 * between gives version_conflict). The public page keeps serving the published snapshot
 * until someone publishes.
 */

/** The id of the CMS page (not a blog post) at a public path such as '/fr/a-propos'. */
export async function locatePageId(db: Queryable, siteId: string, publicPath: string): Promise<number | null> {
  const decoded = safeDecode(publicPath);
  if (decoded.includes('\u0000')) return null;
  const { locale, path } = splitLocale(normalizePath(decoded), null);
  const rows = await db.query<{ id: number | string }>(
    `select p.id from page_paths pp join pages p on p.id = pp.page_id
      where pp.site_id = $1 and pp.locale = $2 and pp.path = $3 and p.kind = 'page'`,
    [siteId, locale, normalizePath(path)],
  );
  const row = rows[0];
  return row ? Number(row.id) : null;
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export interface BlockActionInput {
  siteId: string;
  /** The public URL path the editor is on: '/fr/a-propos'. */
  publicPath: string;
  blockId: string;
  editor: EditorRef;
}

export type BlockActionOutcome =
  | { ok: true; pageId: number; blockId: string; version: number; blocks: Blocks }
  | { ok: false; status: number; error: string; message: string };

const notFound = (error: string, message: string): BlockActionOutcome => ({ ok: false, status: 404, error, message });

/**
 * Runs transform on the draft of the page at publicPath and saves the result. A transform
 * that changes nothing (the editor actions return their input when the block is missing)
 * means the block is not in the draft: block_not_found, nothing saved.
 */
export async function applyBlockAction(
  db: Database,
  input: BlockActionInput,
  ability: keyof BlockAbilities,
  transform: (blocks: Blocks) => Blocks,
): Promise<BlockActionOutcome> {
  const pageId = await locatePageId(db, input.siteId, input.publicPath);
  if (pageId === null) return notFound('page_not_found', `No CMS page at ${input.publicPath}`);
  try {
    const page = await getEditablePage(db, pageId, input.siteId);
    const target = page.content.find((block) => block.id === input.blockId);
    // The overlay hides buttons a block does not allow; the API enforces it too.
    if (target && getBlockSpec(target.block_type)?.abilities[ability] === false) {
      return { ok: false, status: 403, error: 'action_not_allowed', message: `Block ${input.blockId} does not allow ${ability}` };
    }
    const blocks = transform(page.content);
    if (blocks === page.content) return notFound('block_not_found', `Block ${input.blockId} is not in the page draft`);
    const saved = await saveDraft(
      db,
      pageId,
      { content: [...blocks] as Block[], title: page.title, seo: page.seo },
      { editor: input.editor, expectedVersion: page.version, siteId: input.siteId },
    );
    return { ok: true, pageId, blockId: input.blockId, version: saved.version, blocks };
  } catch (error) {
    if (isEditorError(error)) return { ok: false, status: error.status, error: error.code, message: error.message };
    throw error;
  }
}

const NO_PARAMS = '__no_block_params';

/** The block's params in the published page, or null (never published, or not in it). */
async function publishedBlockParams(db: Database, input: BlockActionInput): Promise<BlockParams | null> {
  const pageId = await locatePageId(db, input.siteId, input.publicPath);
  if (pageId === null) return null;
  const rows = await db.query<{ params: BlockParams | null }>(
    `select b->'block_params' as params
       from pages p, jsonb_array_elements(coalesce(p.published->'content', '[]'::jsonb)) b
      where p.id = $1 and b->>'id' = $2`,
    [pageId, input.blockId],
  );
  if (!rows[0]) return null;
  // A published block without block_params at all: remember that, to restore the absence.
  return rows[0].params ?? { [NO_PARAMS]: true };
}

/** The colour scheme toggle of edit mode: the next of the configured schemes. */
export async function toggleBlockColorScheme(
  db: Database,
  input: BlockActionInput,
): Promise<BlockActionOutcome & { colorScheme?: string }> {
  const publishedParams = await publishedBlockParams(db, input);
  const outcome = await applyBlockAction(db, input, 'toggleColorScheme', (blocks) => {
    const toggled = toggleColorScheme(blocks, input.blockId, colorSchemeNames);
    // Back on the published scheme: take the published params as they were (with or without
    // an explicit color_scheme), so the draft equals the live page again and the page is
    // no longer "changed since publish" when nothing differs.
    if (!publishedParams || toggled === blocks) return toggled;
    const block = toggled.find((b) => b.id === input.blockId);
    const publishedScheme = publishedParams.color_scheme ?? colorSchemeOf([{ ...block!, block_params: publishedParams }], input.blockId);
    if (colorSchemeOf(toggled, input.blockId) !== publishedScheme) return toggled;
    const rest: BlockParams = { ...block!.block_params };
    delete rest.color_scheme;
    const params: BlockParams = { ...rest, ...(publishedParams.color_scheme !== undefined ? { color_scheme: publishedParams.color_scheme } : {}) };
    const drop = NO_PARAMS in publishedParams && Object.keys(params).length === 0;
    return toggled.map((b) => {
      if (b.id !== input.blockId) return b;
      if (!drop) return { ...b, block_params: params };
      const withoutParams: Partial<Block> = { ...b };
      delete withoutParams.block_params;
      return withoutParams as Block;
    });
  });
  if (!outcome.ok) return outcome;
  return { ...outcome, colorScheme: colorSchemeOf(outcome.blocks, input.blockId) ?? undefined };
}

export function deleteBlock(
  db: Database,
  input: BlockActionInput,
): Promise<BlockActionOutcome> {
  return applyBlockAction(db, input, 'delete', (blocks) => removeBlock(blocks, input.blockId));
}

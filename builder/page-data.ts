import type { Data } from '@puckeditor/core';
import type { Block, BlockParams } from '@/blocks/types';
import type { Seo } from '@/lib/content/types';
import type { Localized } from '@/lib/i18n/locales';

/**
 * Page <-> Puck data. A block {id, block_type, block_params, fields} becomes a Puck item
 * {type: block_type, props: {id, ...fields, block_params}}: fields sit at the top of the
 * props so Puck's field panel edits them directly, and block_params keeps its own key
 * (a param may share a field's name, e.g. orientation_x). The page's title, SEO and
 * paths are the root props. blocksToData then dataToBlocks gives back the same blocks.
 */

export interface PageRootProps {
  title: Localized<string>;
  seo: Seo;
  paths: Localized<string>;
}

/** Prop names the mapping uses itself: a block field may not be called so. */
export const reservedPropNames = ['id', 'block_params'] as const;

export type BlockProps = Record<string, unknown> & { id: string; block_params?: BlockParams };

export type PuckPageData = Data<Record<string, BlockProps>, PageRootProps>;

export function blockToItem(block: Block): { type: string; props: BlockProps } {
  const props: BlockProps = { ...block.fields, id: block.id };
  if (block.block_params !== undefined) props.block_params = block.block_params;
  return { type: block.block_type, props };
}

export function itemToBlock(item: { type: string; props: Record<string, unknown> }): Block {
  const { id, block_params: params, ...fields } = item.props;
  const block: Block = { id: String(id), block_type: item.type, fields };
  if (params !== undefined) block.block_params = params as BlockParams;
  return block;
}

export function blocksToData(blocks: readonly Block[], root: PageRootProps = { title: {}, seo: {}, paths: {} }): PuckPageData {
  return { root: { props: root }, content: blocks.map(blockToItem) } as PuckPageData;
}

export function dataToBlocks(data: Pick<Data, 'content'>): Block[] {
  return data.content.map((item) => itemToBlock(item as { type: string; props: Record<string, unknown> }));
}

export function dataToRoot(data: { root: { props?: unknown } }): PageRootProps {
  const props = (data.root.props ?? {}) as Partial<PageRootProps>;
  return { title: props.title ?? {}, seo: props.seo ?? {}, paths: props.paths ?? {} };
}

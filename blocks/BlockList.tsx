import { Activity } from 'react';
import { getBlockDefinition } from './registry';
import { BlockHydrated } from './shared/BlockHydrated.client';
import { BlockSheets } from './BlockSheets';
import type { Block, BlockContext } from './types';
import { UnknownBlock } from './UnknownBlock';
import { defaultColorScheme, isColorSchemeName } from '@/lib/theme/schemes';
import { themeWarning } from '@/lib/theme/warn';

/** The block's colour scheme; an unknown name is ignored with a developer warning (spec 000 §9). */
function blockScheme(block: Block): string {
  const name = block.block_params?.color_scheme;
  if (name === undefined || name === null || isColorSchemeName(name)) return name ?? defaultColorScheme;
  themeWarning(`Unknown colour scheme "${String(name)}" on block ${block.id}: using ${defaultColorScheme}`);
  return defaultColorScheme;
}

interface BlockListProps {
  blocks: Block[];
  ctx: Omit<BlockContext, 'index'>;
  /** Position of the first block on the page (1 when something else, like a post header, holds the h1). */
  firstIndex?: number;
}

/**
 * Renders blocks through the registry. Each block gets its validated fields and its
 * block_params; its colour scheme becomes a data attribute the theme CSS reads.
 * A block whose fields fail validation, or whose type is unknown, renders nothing in
 * production and a visible warning in development.
 *
 * Each block is an <Activity> boundary (always visible). The server renders it in place, between
 * `<!--&-->` markers, and React hydrates such boundaries one by one after the page's shell,
 * yielding to the browser between them, where the page was otherwise hydrated in one long
 * task (home's total blocking time). Not a Suspense boundary: the server would
 * stream a block that is not ready when the shell is as a hidden copy moved in place by a
 * script, which a visitor without JavaScript would never see. BlockHydrated reports each
 * block to the page's HydrationMark. The blocks' styles come first (BlockSheets).
 */
export function BlockList({ blocks, ctx, firstIndex = 0 }: BlockListProps) {
  const rendered = blocks.map((block, index) => {
    const definition = getBlockDefinition(block.block_type);
    if (!definition) return <UnknownBlock key={block.id} type={block.block_type} />;
    const parsed = definition.schema.safeParse(block.fields ?? {});
    if (!parsed.success) {
      return <UnknownBlock key={block.id} type={block.block_type} problem={parsed.error.message} />;
    }
    const Component = definition.component;
    const params = block.block_params ?? {};
    return (
      <Activity key={block.id} mode="visible">
        <div className="block" data-block-type={block.block_type} data-block-id={block.id} data-scheme={blockScheme(block)}>
          <Component fields={parsed.data} params={params} ctx={{ ...ctx, index: index + firstIndex }} id={block.id} coreData={block.core_data} />
        </div>
        <BlockHydrated />
      </Activity>
    );
  });
  return (
    <>
      <BlockSheets types={new Set(blocks.map((block) => block.block_type))} />
      {rendered}
    </>
  );
}

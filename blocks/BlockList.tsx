import { getBlockDefinition } from './registry';
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
}

/**
 * Renders blocks through the registry. Each block gets its validated fields and its
 * block_params; its colour scheme becomes a data attribute the theme CSS reads.
 * A block whose fields fail validation, or whose type is unknown, renders nothing in
 * production and a visible warning in development.
 */
export function BlockList({ blocks, ctx }: BlockListProps) {
  return blocks.map((block, index) => {
    const definition = getBlockDefinition(block.block_type);
    if (!definition) return <UnknownBlock key={block.id} type={block.block_type} />;
    const parsed = definition.schema.safeParse(block.fields ?? {});
    if (!parsed.success) {
      return <UnknownBlock key={block.id} type={block.block_type} problem={parsed.error.message} />;
    }
    const Component = definition.component;
    const params = block.block_params ?? {};
    return (
      <div
        key={block.id}
        className="block"
        data-block-type={block.block_type}
        data-block-id={block.id}
        data-scheme={blockScheme(block)}
      >
        <Component fields={parsed.data} params={params} ctx={{ ...ctx, index }} id={block.id} coreData={block.core_data} />
      </div>
    );
  });
}

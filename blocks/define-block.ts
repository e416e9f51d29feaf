import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { BlockSpec } from '@/lib/content/block-spec';
import type { BlockComponentProps, BlockDefinition } from './types';

/** A registry entry: the block's spec (data, in its folder's spec.ts) and the component that renders it. */
export function defineBlock<S extends z.ZodType>(
  spec: BlockSpec<S>,
  component: ComponentType<BlockComponentProps<z.infer<S>>>,
): BlockDefinition<S> {
  return { ...spec, component };
}

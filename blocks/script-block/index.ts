import { defineBlock } from '@/blocks/define-block';
import { scriptBlockSpec } from '@/blocks/script-block/spec';
import { ScriptBlock } from './ScriptBlock';

/** script_block: its spec (./spec.ts) rendered by its component. */
export const scriptBlock = defineBlock(scriptBlockSpec, ScriptBlock);

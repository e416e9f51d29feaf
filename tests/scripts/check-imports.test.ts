import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { importCycles, importGraph, upwardImports } from '../../scripts/check-imports.mjs';

type Graph = Map<string, string[]>;

describe('imports flow downward (app -> builder/components -> blocks -> machines/stores -> lib)', () => {
  const graph = importGraph() as Graph;

  it('has no import cycle, type imports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('has no import up the layers: lib reads block specs from lib/blocks, blocks never reach components', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('sees the layers it checks', () => {
    expect(graph.get('lib/editor/validate-blocks.ts')).toContain('lib/blocks/catalog.ts');
    expect(graph.get('blocks/cta-block/index.ts')).toContain('lib/blocks/cta-block/spec.ts');
    expect(graph.size).toBeGreaterThan(500);
  });

  it('would report an import up the layers', () => {
    const withUpward: Graph = new Map(graph);
    withUpward.set('lib/editor/validate-blocks.ts', [...(graph.get('lib/editor/validate-blocks.ts') ?? []), 'blocks/registry.ts']);
    expect(upwardImports(withUpward)).toEqual([['lib/editor/validate-blocks.ts', 'blocks/registry.ts']]);
  });
});

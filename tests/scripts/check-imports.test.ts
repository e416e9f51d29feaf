import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { importCycles, importGraph, upwardImports } from '../../scripts/check-imports.mjs';

type Graph = Map<string, string[]>;

describe('imports flow downward (app -> builder/components -> blocks -> machines/stores -> lib)', () => {
  const graph = importGraph() as Graph;

  it('has no import cycle, type imports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('lib reaches up only through the block catalog, and blocks never into components', () => {
    expect(upwardImports(graph)).toEqual([['lib/cms/block-catalog.ts', 'blocks/registry.ts']]);
  });

  it('sees the layers it checks', () => {
    expect(graph.get('lib/cms/block-catalog.ts')).toContain('blocks/registry.ts');
    expect(graph.size).toBeGreaterThan(500);
  });
});

import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types
import { importCycles, importGraph, libFloorProblems, upwardImports } from '../../scripts/check-imports.mjs';

type Graph = Map<string, string[]>;

describe('imports flow downward (app -> builder/components -> blocks -> machines/stores -> lib)', () => {
  const graph = importGraph() as Graph;

  it('has no import cycle, type imports included', () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it('has no import up the layers: lib reads the block catalog it is handed, blocks never reach components', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it('sees the layers it checks', () => {
    expect(graph.get('lib/editor/validate-blocks.ts')).toContain('lib/content/block-specs.ts');
    expect(graph.get('blocks/cta-block/index.ts')).toContain('blocks/cta-block/spec.ts');
    expect(graph.size).toBeGreaterThan(500);
  });

  it('would report an import up the layers', () => {
    const withUpward: Graph = new Map(graph);
    withUpward.set('lib/editor/validate-blocks.ts', [...(graph.get('lib/editor/validate-blocks.ts') ?? []), 'blocks/registry.ts']);
    expect(upwardImports(withUpward)).toEqual([['lib/editor/validate-blocks.ts', 'blocks/registry.ts']]);
  });

  it('would report a block data file importing a component (lib would load React through it)', () => {
    const withComponent: Graph = new Map(graph);
    withComponent.set('blocks/cta-block/spec.ts', [...(graph.get('blocks/cta-block/spec.ts') ?? []), 'blocks/cta-block/CtaBlock.tsx']);
    expect(upwardImports(withComponent)).toEqual([['blocks/cta-block/spec.ts', 'blocks/cta-block/CtaBlock.tsx']]);
  });

  it('keeps lib/ on its floors: every folder placed, none importing a floor above, no two folders importing each other', () => {
    expect(libFloorProblems(graph)).toEqual({ unplaced: [], upward: [], pairs: [] });
  });

  it('would report a ground-floor module importing a domain, and two domains importing each other', () => {
    const withProblems: Graph = new Map(graph);
    withProblems.set('lib/db/index.ts', [...(graph.get('lib/db/index.ts') ?? []), 'lib/seed/index.ts']);
    withProblems.set('lib/alerts/save.ts', [...(graph.get('lib/alerts/save.ts') ?? []), 'lib/leads/intake.ts']);
    const problems = libFloorProblems(withProblems);
    expect(problems.upward).toEqual([['lib/db/index.ts', 'lib/seed/index.ts']]);
    expect(problems.pairs).toEqual([
      ['alerts', 'leads'],
      ['db', 'seed'],
    ]);
  });
});

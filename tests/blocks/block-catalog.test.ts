import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/blocks/registry';
import { blockSpecs } from '@/blocks/catalog';
// @ts-expect-error -- a plain .mjs script without types
import { importGraph } from '../../scripts/check-imports.mjs';

type Graph = Map<string, string[]>;

function reachable(graph: Graph, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(graph.get(file) ?? []));
  }
  return seen;
}

describe('block specs (blocks/<x>/spec.ts) and the block registry (blocks/registry.ts)', () => {
  it('list the same block types: every spec is rendered by a component, every component has a spec', () => {
    expect([...blockRegistry.keys()].sort()).toEqual([...blockSpecs.keys()].sort());
    expect(blockSpecs.size).toBeGreaterThan(50);
  });

  it('agree on each block: what the server validates and seeds is what the editor and the page render', () => {
    for (const [type, spec] of blockSpecs) {
      const definition = blockRegistry.get(type)!;
      expect(definition.schema, type).toBe(spec.schema);
      expect(definition.demo, type).toBe(spec.demo);
      expect(definition.abilities, type).toEqual(spec.abilities);
      expect(definition.clientMessages, type).toBe(spec.clientMessages);
      expect(typeof definition.component, type).toBe('function');
    }
  });

  it('are read by the editor API without loading a block component', () => {
    const graph = importGraph() as Graph;
    for (const route of ['app/api/editor/pages/[id]/draft/route.ts', 'app/api/editor/pages/[id]/publish/route.ts', 'app/api/editor/edit-mode/route.ts']) {
      const loaded = [...reachable(graph, route)];
      expect(loaded.length, route).toBeGreaterThan(10);
      expect(loaded.filter((file) => file.endsWith('.tsx') || file.startsWith('blocks/registry')), route).toEqual([]);
    }
  });
});

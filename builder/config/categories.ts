import type { BlockCategory, BlockDefinition } from '@/blocks/types';

/** Order of the block categories in the editor's component drawer. */
export const categoryOrder: readonly BlockCategory[] = [
  'headers',
  'heroes',
  'text',
  'media',
  'cta',
  'properties',
  'members',
  'blog',
  'forms',
  'layout',
  'footers',
  'misc',
];

/** Block types grouped by definition.category, only categories that have blocks. */
export function groupByCategory(definitions: readonly BlockDefinition[]): [BlockCategory, string[]][] {
  return categoryOrder
    .map((category): [BlockCategory, string[]] => [category, definitions.filter((d) => d.category === category).map((d) => d.type)])
    .filter(([, types]) => types.length > 0);
}

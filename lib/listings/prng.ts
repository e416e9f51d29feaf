/** mulberry32: a tiny seeded PRNG, so a seed always generates the same listings. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;

export const between = (rand: Random, min: number, max: number) => min + rand() * (max - min);
export const intBetween = (rand: Random, min: number, max: number) => Math.floor(between(rand, min, max + 1));
export const chance = (rand: Random, p: number) => rand() < p;

export function pickOne<T>(rand: Random, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)];
  if (item === undefined) throw new Error('pickOne: empty list');
  return item;
}

/** Picks a key in proportion to its weight. */
export function weighted<K extends string>(rand: Random, weights: Record<K, number>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let roll = rand() * total;
  for (const [key, w] of entries) {
    roll -= w;
    if (roll < 0) return key;
  }
  return entries[entries.length - 1]![0];
}

/** Approximately normal (sum of three uniforms), mean 0, sd ~1. */
export function gaussian(rand: Random): number {
  return (rand() + rand() + rand() - 1.5) * 2;
}

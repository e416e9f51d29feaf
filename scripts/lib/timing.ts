/** The p-th percentile (0-100) of samples sorted ascending, in ms with two decimals. */
export function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number((sorted[Math.max(0, index)] ?? 0).toFixed(2));
}

/**
 * Times `fn` as the service benchmarks do: `warmup` calls untimed, then `runs` timed calls
 * (`beforeEach` runs untimed before each, e.g. to empty a memo); p50 and p95 in ms.
 */
export async function timeRuns(
  fn: () => Promise<unknown>,
  { runs, warmup, beforeEach }: { runs: number; warmup: number; beforeEach?: () => void },
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    beforeEach?.();
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

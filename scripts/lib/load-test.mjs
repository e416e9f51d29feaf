import autocannon from 'autocannon';

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted, fraction) {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

/**
 * Loads `url` for `durationSec` with `connections` keep-alive connections. autocannon has
 * no p95, so latencies of 2xx responses (what autocannon's own histogram keeps) are
 * recorded here. Returns req/s (mean per second), p50/p95/p99 in ms and error counts.
 */
export async function loadTest({ url, headers = {}, durationSec, connections }) {
  const latencies = [];
  const instance = autocannon({ url, headers, duration: durationSec, connections });
  instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTimeMs);
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  const ms = (value) => Math.round(value * 100) / 100;
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      p50: ms(percentile(latencies, 0.5)),
      p95: ms(percentile(latencies, 0.95)),
      p99: ms(percentile(latencies, 0.99)),
      mean: ms(latencies.reduce((sum, value) => sum + value, 0) / (latencies.length || 1)),
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    durationSec: result.duration,
  };
}

/**
 * Polls `url` until it answers 200, for a freshly started server whose first request
 * also creates, migrates and seeds the embedded database (slow the first time).
 * Rejects after `timeoutMs`, or at once when `isAlive()` turns false (server died).
 */
export async function waitForOk(url, { timeoutMs = 180_000, intervalMs = 500, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`server exited before ${url} answered (${lastProblem})`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `status ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s (${lastProblem})`);
}

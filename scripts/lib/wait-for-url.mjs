/**
 * Polls `url` until it answers 200, for a freshly started server whose first request
 * also creates, migrates and seeds the embedded database (slow the first time).
 * Rejects after `timeoutMs`, or at once when `isAlive()` turns false (server died), or with
 * `failOnStatus` at the first answer that is not 200 (the server is up and serves an error).
 */
export async function waitForOk(url, { timeoutMs = 180_000, intervalMs = 500, isAlive = () => true, failOnStatus = false } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`server exited before ${url} answered (${lastProblem})`);
    try {
      const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(60_000) });
      const body = await response.text();
      if (response.status === 200) return;
      lastProblem = `status ${response.status}`;
      if (failOnStatus) throw new AnswerError(`${url} answered ${response.status}: ${excerpt(body)}`);
    } catch (error) {
      if (error instanceof AnswerError) throw error;
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} did not answer 200 within ${Math.round(timeoutMs / 1000)} s (${lastProblem})`);
}

class AnswerError extends Error {}

/** The start of an error page's text, tags removed, for a log line. */
function excerpt(html) {
  const text = html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.length > 200 ? `${text.slice(0, 200)}…` : text || '(empty body)';
}

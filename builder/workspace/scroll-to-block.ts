/**
 * Scrolls the canvas to a block once it is rendered: Puck marks each item's element with
 * data-puck-component="<id>" inside its iframe, which may still be loading (the workspace
 * waits for styles), so this retries for a while. Answers a cancel function.
 */
export function scrollToBlock(id: string, { timeoutMs = 6000, intervalMs = 150 } = {}): () => void {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const selector = `[data-puck-component="${typeof CSS !== 'undefined' && CSS.escape ? CSS.escape(id) : id}"]`;
  const find = (): Element | null => {
    for (const frame of Array.from(document.querySelectorAll('iframe'))) {
      const element = frame.contentDocument?.querySelector(selector);
      if (element) return element;
    }
    return document.querySelector(selector);
  };
  const attempt = () => {
    const element = find();
    if (element) element.scrollIntoView({ block: 'start', behavior: 'smooth' });
    else if (Date.now() - started < timeoutMs) timer = setTimeout(attempt, intervalMs);
  };
  attempt();
  return () => clearTimeout(timer);
}
